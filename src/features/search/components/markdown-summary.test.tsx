import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { boundMarkdownDepth } from "../model/markdown-depth";
import { MarkdownSummary, safeUrl } from "./markdown-summary";

const hostile = [
  "# Report",
  "<script>window.__pwned = 1</script>",
  '<img src="x" onerror="window.__pwned = 2">',
  "[click me](javascript:window.__pwned=3) and [relative](/settings)",
  "[docs](https://example.com/docs)",
  '<a href="javascript:alert(1)">raw link</a>',
].join("\n\n");

test("hostile markdown renders as inert text: no script, no handler, no javascript: link", () => {
  const { container } = render(<MarkdownSummary markdown={hostile} />);

  expect(container.querySelector("script, img, iframe")).toBeNull();
  expect(container.querySelectorAll("[onerror], [onclick]")).toHaveLength(0);
  for (const anchor of container.querySelectorAll("a")) {
    expect(anchor.getAttribute("href")).toMatch(/^https:/);
  }
  // The HTML is visible as what it is, text.
  expect(container).toHaveTextContent("<script>window.__pwned = 1</script>");
  expect(container).toHaveTextContent('<img src="x" onerror="window.__pwned = 2">');
  expect(screen.getByText("click me").tagName).toBe("SPAN");
  expect(screen.getByText("relative").tagName).toBe("SPAN");
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
});

test("external links open safely and headings sit below the page's own", () => {
  render(<MarkdownSummary markdown={"# Report\n\n[docs](https://example.com/docs)"} />);
  const link = screen.getByRole("link", { name: "docs" });
  expect(link).toHaveAttribute("href", "https://example.com/docs");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
  expect(link).toHaveAttribute("target", "_blank");
  expect(screen.getByRole("heading", { name: "Report" }).tagName).toBe("H3");
});

test("safeUrl keeps web and mail links only", () => {
  expect(safeUrl("https://a.test/x")).toBe("https://a.test/x");
  expect(safeUrl("mailto:a@b.test")).toBe("mailto:a@b.test");
  expect(safeUrl("javascript:alert(1)")).toBe("");
  expect(safeUrl("JaVaScRiPt:alert(1)")).toBe("");
  expect(safeUrl("data:text/html,<script>")).toBe("");
  expect(safeUrl("/settings")).toBe("");
});

test("a summary written as a table renders as a table with headers", () => {
  render(<MarkdownSummary markdown={"| Coin | Price |\n| --- | --- |\n| Bitcoin | 1 |"} />);

  const table = screen.getByRole("table");
  expect(table).toBeInTheDocument();
  expect(screen.getByRole("columnheader", { name: "Coin" })).toBeInTheDocument();
  expect(screen.getByRole("cell", { name: "Bitcoin" })).toBeInTheDocument();
});

test("blockquotes and lists nest at most 8 deep; the rest of the line stays as text", () => {
  const { container } = render(
    <MarkdownSummary markdown={`${"> ".repeat(3000)}deep\n\n${"- ".repeat(50)}item`} />,
  );
  expect(container.querySelectorAll("blockquote")).toHaveLength(8);
  expect(container.querySelectorAll("ul")).toHaveLength(8);
  expect(container).toHaveTextContent(/> > > deep/);
  expect(container).toHaveTextContent(/- - item/);
});

test("ordinary nesting, rules and ordered lists are unchanged", () => {
  const markdown = "> quote\n> > inner\n\n1. one\n   - sub\n\n- - -\n\n2) two";
  expect(boundMarkdownDepth(markdown)).toBe(markdown);
  expect(boundMarkdownDepth("1. 2. 3. x", 2)).toBe("1. 2. 3\\. x");
  expect(boundMarkdownDepth(`${" ".repeat(200)}- deep`)).toBe(`${" ".repeat(32)}- deep`);
});

test("a link whose text is another address says where it really goes, in its name", () => {
  render(
    <MarkdownSummary
      markdown={[
        "[example.com](https://evil.example/login)",
        "[https://www.bank.test/](https://bank.test/home)",
        "[docs](https://evil.example/docs)",
        "[exаmple.com](https://example.com/)", // a Cyrillic "а"
      ].join("\n\n")}
    />,
  );
  expect(screen.getByRole("link", { name: "example.com (goes to evil.example)" })).toHaveTextContent(
    "example.com ↗ (goes to evil.example)",
  );
  expect(screen.getByRole("link", { name: /goes to evil.example/ })).toHaveAttribute(
    "href",
    "https://evil.example/login",
  );
  // Same host (www. aside), or text that is not an address: nothing added.
  expect(screen.getByRole("link", { name: "https://www.bank.test/" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "docs" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "exаmple.com (goes to example.com)" })).toBeInTheDocument();
});

test("the shapes that froze the tab for seconds are shown at once, whole, as plain text with the reason", () => {
  const shapes = [
    `${"*a ".repeat(6500)}b${" a*".repeat(6500)}`, // 39 KB of balanced emphasis: 22 s before
    `${"![".repeat(10_000)}a${"](x)".repeat(10_000)}`, // 59 KB of nested images: 54 s before
    Array.from({ length: 5000 }, (_, i) => `${"> ".repeat(8)}line ${i}`).join("\n"), // 4.6 s before
    `${"![".repeat(80)}a${"](x)".repeat(80)}`, // short, but over the marks of one paragraph
  ];
  for (const markdown of shapes) {
    const started = performance.now();
    const { container, unmount } = render(<MarkdownSummary markdown={markdown} />);
    // Generous for jsdom on a busy machine; the browser's figure is in e2e/hostile-budgets.spec.ts.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(screen.getByText(/^Shown as plain text: /)).toBeInTheDocument();
    expect(container.querySelector("pre")?.textContent).toBe(markdown);
    expect(container.querySelectorAll("em, strong, blockquote, a")).toHaveLength(0);
    unmount();
  }
});

test("a tree with more nodes than the budget is shown as plain text, after parsing but before rendering", () => {
  render(<MarkdownSummary markdown={"a\n\n".repeat(1600)} />);
  expect(
    screen.getByText("Shown as plain text: it has more than 3,000 formatted parts."),
  ).toBeInTheDocument();
  expect(screen.getAllByRole("paragraph")).toHaveLength(1); // the note alone
});

test("a report like the service's keeps its headings, lists, links and tables", () => {
  const rows = Array.from({ length: 20 }, (_, i) => `| coin_${i} | ${i}.5 |`).join("\n");
  const claims = Array.from(
    { length: 8 },
    (_, i) => `- The price of **coin ${i}** is ${i}.5 [${i + 1}]`,
  ).join("\n");
  const section = (n: number) =>
    `## ${n}. Question ${n}\n\n${claims}\n\n| Coin | Price |\n| --- | --- |\n${rows}\n\n_Source: [1]_`;
  const report = [
    "# What moved?",
    "_Instruction: compare_",
    ...[1, 2, 3, 4, 5].map(section),
    "## Sources",
    "1. `coingecko_searchCoin` (step 1 of sub-question 1)\n2. [CoinGecko](https://www.coingecko.com/)",
  ].join("\n\n");
  render(<MarkdownSummary markdown={report} />);
  expect(screen.queryByText(/^Shown as plain text/)).toBeNull();
  expect(screen.getByRole("heading", { name: "What moved?" })).toBeInTheDocument();
  expect(screen.getAllByRole("table")).toHaveLength(5);
  expect(screen.getAllByRole("cell", { name: "coin_19" })).toHaveLength(5);
  expect(screen.getAllByRole("listitem")).toHaveLength(5 * 8 + 2);
  expect(screen.getByRole("link", { name: "CoinGecko" })).toHaveAttribute(
    "href",
    "https://www.coingecko.com/",
  );
});
