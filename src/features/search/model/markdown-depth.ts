/**
 * How many blockquotes and lists a summary may nest. Parsing and rendering cost grows with the depth
 * of open containers on every line, so a few KB of `> > > …` froze the tab; real summaries nest two
 * or three levels.
 */
export const MAX_MARKDOWN_DEPTH = 8;

// One container opener at the start of a line: a blockquote `>` or a list marker, with its spaces.
const OPENER = /^[ \t]*(?:>[ \t]?|(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$))/;
// `- - -` and `* * *` are rules, not lists.
const RULE = /^[ \t]*(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
// Leading whitespace that would nest lists by indentation alone; deeper than this is cut.
const MAX_INDENT = MAX_MARKDOWN_DEPTH * 4;
const LONG_INDENT = new RegExp(`^[ \\t]{${MAX_INDENT + 1},}`);

/**
 * The markdown with every line's containers cut at `maxDepth`: the openers beyond it stay as text
 * (the first one escaped), so nothing is lost from what the reader sees. A cheap pass over the text,
 * before the parser ever sees the nesting.
 */
export function boundMarkdownDepth(markdown: string, maxDepth = MAX_MARKDOWN_DEPTH): string {
  if (!/[>\-+*\d]/.test(markdown)) return markdown;
  return markdown
    .split("\n")
    .map((line) => boundLine(line, maxDepth))
    .join("\n");
}

function boundLine(whole: string, maxDepth: number): string {
  if (RULE.test(whole)) return whole;
  const line = whole.replace(LONG_INDENT, " ".repeat(MAX_INDENT));
  let rest = line;
  let prefix = "";
  let depth = 0;
  while (depth < maxDepth) {
    const opener = OPENER.exec(rest)?.[0];
    if (opener === undefined) break;
    prefix += opener;
    rest = rest.slice(opener.length);
    depth++;
  }
  if (depth < maxDepth) return line;
  // At the cap: whatever would open one more container is shown as text instead.
  const text = rest.trimStart();
  if (!OPENER.test(text)) return prefix + text;
  // `\>`, `\-`; an ordered marker is escaped at its dot: `12\.`.
  return /^\d/.test(text) ? prefix + text.replace(/^(\d+)/, "$1\\") : `${prefix}\\${text}`;
}
