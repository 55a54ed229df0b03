// What a chunk is made of: minified bytes per package (or src/ folder), read from its source map
// and scaled by the chunk's gzip ratio, so a budget overrun points at the module to move.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SourceMapConsumer } from "source-map-js";

function owner(source) {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const local = source.match(/(?:^|\/)(src\/(?:features|components|lib|app)\/[^/]+)/);
  return local ? local[1] : source.replace(/^(\.\.\/)+/, "");
}

/** @param {string} outDir @param {string} path @param {number} gzip @returns {{owner: string, gzipKB: number}[]} */
export function composition(outDir, path, gzip, top = 8) {
  const file = join(outDir, path);
  if (!existsSync(`${file}.map`)) return [];
  const code = readFileSync(file, "utf8").split("\n");
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8")));
  const bytes = new Map();
  let previous = null;
  const flush = (end) => {
    if (!previous?.source) return;
    const length = (end ?? (code[previous.line - 1] ?? "").length) - previous.column;
    const key = owner(previous.source);
    bytes.set(key, (bytes.get(key) ?? 0) + Math.max(0, length));
  };
  consumer.eachMapping((m) => {
    const here = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
    if (previous) flush(previous.line === here.line ? here.column : undefined);
    previous = here;
  });
  flush(undefined);
  const total = [...bytes.values()].reduce((a, b) => a + b, 0) || 1;
  return [...bytes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, size]) => ({ owner: name, gzipKB: Math.round(((size / total) * gzip) / 102.4) / 10 }));
}
