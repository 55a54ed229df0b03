import fc from "fast-check";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import { expect, test } from "vitest";
import { budgeted, inlineMarks, markdownCost } from "./markdown-budget";

test("the three shapes that froze the tab are refused before parsing, each with its reason", () => {
  expect(budgeted(`${"*a ".repeat(6500)}b${" a*".repeat(6500)}`)).toEqual({
    reason: "it is longer than 20,000 characters",
  });
  expect(budgeted(`${"![".repeat(80)}a${"](x)".repeat(80)}`)).toEqual({
    reason: "its paragraphs hold more emphasis, links, images and code marks than the page formats",
  });
  const atTheCap = Array.from({ length: 40 }, (_, i) => `${"> ".repeat(8)}line ${i}`).join("\n");
  expect(budgeted(atTheCap)).toEqual({ reason: "it has more than 250 quote and list levels" });
  const wide = `${"|a".repeat(700)}|\n${"|-".repeat(700)}|`;
  expect(budgeted(wide)).toEqual({ reason: "it has more than 1,200 table cells" });
});

test("paragraphs are cut at blank lines, list items and headings; underscores inside words cost nothing", () => {
  expect(markdownCost("*a*\n*b*").inline).toBe(16);
  expect(markdownCost("*a*\n\n*b*").inline).toBe(8);
  expect(markdownCost("- *a*\n- *b*\n# *c*\n*d*").inline).toBe(16);
  expect(markdownCost("snake_case_name __init__").inline).toBe(16);
  expect(markdownCost("- a\n  - b\n    c").containers).toBe(1 + 2 + 2);
});

// The estimate must never be below the parser's own paragraphs: otherwise a crafted text could put
// more marks in one paragraph than the budget allows.
const line = fc.constantFrom(
  "",
  "text *em* and _u_",
  "[a](b) ![c](d) `e`",
  "- item *x*",
  "* item [y]",
  "1. first **z**",
  "2. second",
  "> quote *q*",
  "> - quoted item [l]",
  "    indented *i*",
  "   - three in",
  "# heading *h*",
  "| a | *b* |",
  "| --- | --- |",
  "```",
  "~~~",
  "---",
  "text",
  ">",
  "<div>",
  "<!--",
  "-->",
  "  ```",
  "para ***b*** [c]",
);

test("the paragraph estimate is never below the parser's paragraphs", () => {
  fc.assert(
    fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
      const markdown = lines.join("\n");
      const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
      let truth = 0;
      const walk = (node: {
        type: string;
        children?: unknown[];
        position?: { start: { offset?: number }; end: { offset?: number } };
      }) => {
        if (["paragraph", "heading", "tableCell"].includes(node.type) && node.position) {
          const marks = inlineMarks(markdown.slice(node.position.start.offset, node.position.end.offset));
          truth += marks * marks;
          return;
        }
        for (const child of node.children ?? []) walk(child as typeof node);
      };
      walk(tree);
      expect(markdownCost(markdown).inline).toBeGreaterThanOrEqual(truth);
    }),
    { numRuns: 200 },
  );
});
