// The docs hold: every repository path written in backticks and every linked file and heading in
// README.md and docs/*.md exists. `npm test` runs it through scripts/docs-check.test.js;
// `node scripts/docs-check.mjs` prints what it finds.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Top-level folders and files whose backticked paths are checked; other backticked words are not paths. */
const ROOTS = [
  "src/",
  "server/",
  "e2e/",
  "docs/",
  "scripts/",
  "common/",
  "bench/",
  "contracts/",
  "public/",
  ".ci/",
];
const ROOT_FILES =
  /^(package\.json|package-lock\.json|README\.md|index\.html|[\w.-]+\.config\.(ts|js|mjs)|tsconfig[\w.]*\.json|\.npmrc|\.prettierrc\.json|\.prettierignore|\.gitignore)$/;

/** Records of what was: their paths are those of the day (they say so); their links are checked. */
const HISTORIES = new Set(["docs/performance-history.md"]);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a markdown file's headings, numbered as GitHub numbers repeats (`a`, `a-1`). */
export function anchors(markdown) {
  const seen = new Map();
  const out = new Set();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    // Inline code and links count by their text.
    const text = m[1].replace(/`([^`]*)`/g, "$1").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const base = slug(text);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** The markdown outside fenced code blocks, line by line with numbers. */
function proseLines(markdown) {
  const lines = [];
  let fenced = false;
  markdown.split("\n").forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (!fenced) lines.push({ line, number: i + 1 });
  });
  return lines;
}

/** A backticked word read as a repository path, or null when it is not meant as one. */
export function pathOf(code) {
  let path = code.trim().replace(/:\d+(-\d+)?$/, "");
  if (/[\s<>{}$…|]|\.\.\./.test(path) || path.includes("://")) return null;
  path = path.replace(/^\.\//, "");
  if (ROOT_FILES.test(path)) return path;
  if (!ROOTS.some((root) => path.startsWith(root))) return null;
  // `src/lib/http.ts#ApiError`, `server/x.ts (createApp)`: the file part.
  return path.replace(/#.*$/, "").replace(/\/$/, "") || null;
}

/** Whether `path` names something in the repository; a glob (`server/billing/*-routes.ts`) must match a file. */
export function pathExists(root, path) {
  if (!path.includes("*")) return existsSync(join(root, path));
  const fixed = path.slice(0, path.indexOf("*")).replace(/[^/]*$/, "");
  const base = join(root, fixed);
  if (!existsSync(base)) return false;
  const pattern = new RegExp(
    `^${path
      .replace(/[.+?^()[\]\\]/g, "\\$&")
      .replace(/\*\*\//g, "(?:.*/)?")
      .replace(/\*/g, "[^/]*")}$`,
  );
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).some((entry) => {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) return false;
      const rel = `${dir}${entry.name}`;
      if (pattern.test(rel)) return true;
      return entry.isDirectory() && walk(`${rel}/`);
    });
  return walk(fixed);
}

/** Every dead path and link of one markdown file, as `file:line: what`. */
export function checkFile(root, file, read = (p) => readFileSync(p, "utf8")) {
  const problems = [];
  const markdown = read(file);
  const rel = relative(root, file);
  const ownAnchors = anchors(markdown);
  const pathsHold = !HISTORIES.has(rel.split("\\").join("/"));
  for (const { line, number } of proseLines(markdown)) {
    const where = `${rel}:${number}`;
    const withoutCode = line.replace(/`[^`]*`/g, (m) => " ".repeat(m.length));
    for (const m of line.matchAll(/`([^`]+)`/g)) {
      const path = pathOf(m[1]);
      if (pathsHold && path !== null && !pathExists(root, path))
        problems.push(`${where}: \`${m[1]}\` does not exist`);
    }
    for (const m of withoutCode.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1];
      if (/^[a-z]+:/i.test(target)) continue;
      const [pathPart, anchor] = target.split("#");
      const targetFile = pathPart === "" ? file : resolve(dirname(file), decodeURI(pathPart));
      if (relative(root, targetFile).startsWith("..")) {
        problems.push(`${where}: link to ${target}: outside the repository (a fresh clone has no such file)`);
        continue;
      }
      if (!existsSync(targetFile)) {
        problems.push(`${where}: link to ${target}: no such file`);
        continue;
      }
      if (anchor === undefined || anchor === "" || !targetFile.endsWith(".md")) continue;
      const known = targetFile === file ? ownAnchors : anchors(read(targetFile));
      if (!known.has(decodeURIComponent(anchor).toLowerCase())) {
        problems.push(
          `${where}: link to ${target}: no heading "#${anchor}" in ${relative(root, targetFile)}`,
        );
      }
    }
  }
  return problems;
}

/** README.md and every docs/*.md of the repository at `root`. */
export function docFiles(root) {
  const docs = join(root, "docs");
  const files = [join(root, "README.md")];
  if (existsSync(docs)) {
    for (const name of readdirSync(docs).sort()) if (name.endsWith(".md")) files.push(join(docs, name));
  }
  return files.filter((f) => existsSync(f));
}

export function checkDocs(root) {
  return docFiles(root).flatMap((file) => checkFile(root, file));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..");
  const problems = checkDocs(root);
  for (const p of problems) console.log(p);
  console.log(`${problems.length} dead path(s) or link(s)`);
  process.exit(problems.length === 0 ? 0 : 1);
}
