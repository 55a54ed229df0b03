import { boundMarkdownDepth } from "./markdown-depth";

/**
 * What a summary or report may hold and still be formatted. The markdown parser's cost grows faster
 * than the text on some shapes: emphasis and link brackets within one paragraph are matched against
 * each other (39 KB of balanced `*` froze the tab 22 s, 59 KB of nested `![` 54 s), and every quote or
 * list marker at a line start opens or continues a container (5,000 lines at the depth cap: 4.6 s).
 * These limits are checked by one linear pass before the parser runs, and the node count right after
 * it (the tree must not reach the renderer): a text beyond any of them is shown as plain text with
 * the reason. The worst case under each limit is measured in docs/performance.md.
 */
export const MARKDOWN_BUDGET = {
  /** Characters of the whole text. */
  chars: 20_000,
  /** Quote and list markers, and list indentation (two columns a level), summed over all lines. */
  containers: 250,
  /** Table cell separators (`|`) in the whole text: a wide or long table is slow to parse. */
  cells: 1_200,
  /** Inline marks (emphasis, brackets, code, …) in the whole text: each becomes nodes to build. */
  marks: 1_000,
  /** The sum over paragraphs of the square of their inline marks. */
  inline: 20_000,
  /** Nodes of the parsed tree. */
  nodes: 3_000,
};

export type Budgeted = { markdown: string } | { reason: string };

const fmt = (n: number) => n.toLocaleString("en-US");

export const overNodes = () => `it has more than ${fmt(MARKDOWN_BUDGET.nodes)} formatted parts`;

/** The text to parse (its nesting cut at the depth cap), or why it is shown as plain text instead. */
export function budgeted(markdown: string, budget = MARKDOWN_BUDGET): Budgeted {
  if (markdown.length > budget.chars) return { reason: `it is longer than ${fmt(budget.chars)} characters` };
  const bounded = boundMarkdownDepth(markdown);
  const cost = markdownCost(bounded);
  if (cost.containers > budget.containers) {
    return { reason: `it has more than ${fmt(budget.containers)} quote and list levels` };
  }
  if (cost.cells > budget.cells) return { reason: `it has more than ${fmt(budget.cells)} table cells` };
  if (cost.marks > budget.marks || cost.inline > budget.inline) {
    return {
      reason: "its paragraphs hold more emphasis, links, images and code marks than the page formats",
    };
  }
  return { markdown: bounded };
}

// CommonMark's line endings.
const LINE = /\r\n|\r|\n/;
// One container opener at a line start (as markdown-depth.ts cuts them), and a quote marker alone.
const OPENER = /^[ \t]*(?:>[ \t]?|(?:[-+*]|\d{1,9}[.)])(?:[ \t]+|$))/;
const QUOTE = /^ {0,3}>[ \t]?/;
/**
 * A line that always ends the paragraph before it, whatever contains it: a bullet or `1.` item with
 * content, or a heading, at most three spaces in (further in, it may continue the paragraph).
 */
const BREAKS = /^ {0,3}(?:(?:[-+*]|1[.)])[ \t]+\S|#{1,6}(?:[ \t]|$))/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const BLANK = /^[ \t]*$/;
const WORD = /[\p{L}\p{N}]/u;

/**
 * The costs of parsing `markdown`, in one pass. `containers`: the markers and indentation levels at
 * every line start. `cells`: the table cell separators. `marks`: the inline marks. `inline`: the
 * inline marks of each paragraph, squared and summed (matching them is quadratic within a
 * paragraph). Paragraphs are cut only where a paragraph surely ends (a blank line, a list item, a
 * heading), so a run of lines counted as one is never smaller than the real paragraph: the estimate
 * can be too high, never too low. Code blocks count like text: where one ends depends on containers
 * and HTML blocks around it, and a wrong guess would hide a paragraph.
 */
export function markdownCost(markdown: string): {
  containers: number;
  cells: number;
  marks: number;
  inline: number;
} {
  let containers = 0;
  let cells = 0;
  let total = 0;
  let inline = 0;
  let marks = 0;
  const endParagraph = () => {
    total += marks;
    inline += marks * marks;
    marks = 0;
  };
  for (const line of markdown.split(LINE)) {
    containers += containerLevels(line);
    let body = line;
    for (let quote = QUOTE.exec(body); quote !== null; quote = QUOTE.exec(body))
      body = body.slice(quote[0].length);
    if (BLANK.test(body) || BREAKS.test(body)) endParagraph();
    marks += inlineMarks(body);
    for (let at = body.indexOf("|"); at !== -1; at = body.indexOf("|", at + 1)) cells++;
    if (HEADING.test(body)) endParagraph();
  }
  endParagraph();
  return { containers, cells, marks: total, inline };
}

/** Container markers at the line start, plus what indentation could still nest (two columns a level). */
function containerLevels(line: string): number {
  let rest = line;
  let levels = 0;
  for (let opener = OPENER.exec(rest)?.[0]; opener; opener = OPENER.exec(rest)?.[0]) {
    rest = rest.slice(opener.length);
    levels++;
  }
  const columns = levels > 0 ? indentation(line) + indentation(rest) : indentation(line);
  return levels + Math.floor(columns / 2);
}

function indentation(text: string): number {
  let columns = 0;
  for (const char of text) {
    if (char === " ") columns++;
    else if (char === "\t") columns += 4;
    else break;
  }
  return columns;
}

/**
 * Characters that open or close an inline construct the parser matches against others: emphasis and
 * strikethrough (`*`, `~`, `_` unless inside a word), link and image brackets, code ticks, `<`,
 * escapes and references (`\`, `&`), and `@` (each address a link).
 */
export function inlineMarks(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    switch (text[i]) {
      case "*":
      case "~":
      case "[":
      case "]":
      case "`":
      case "<":
      case "\\":
      case "&":
      case "@":
        count++;
        break;
      case "_": {
        let end = i;
        while (text[end + 1] === "_") end++;
        // A run of `_` between two letters or digits can neither open nor close emphasis.
        if (!(WORD.test(text[i - 1] ?? "") && WORD.test(text[end + 1] ?? ""))) count += end - i + 1;
        i = end;
        break;
      }
    }
  }
  return count;
}
