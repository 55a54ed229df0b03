import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResultViewer } from "./result-viewer";
import { coinsOutput } from "./test-fixtures";
import { UseAsInputProvider } from "./use-as-input";

function tree() {
  return screen.getByRole("list", { name: "tool output tree" });
}

describe("Tree view", () => {
  it("expands and collapses nodes through buttons with aria-expanded", async () => {
    const user = userEvent.setup();
    render(<ResultViewer value={coinsOutput(2)} name="tool" />);
    const first = screen.getByRole("button", { name: /^\[0\] \{id: "coin-0"/ });
    expect(first).toHaveAttribute("aria-expanded", "false");
    await user.click(first);
    expect(first).toHaveAttribute("aria-expanded", "true");
    expect(tree()).toHaveTextContent('symbol: "C0"');
    expect(tree()).toHaveTextContent(/platforms \{ethereum: "0x0+…"\}/);

    const coins = screen.getByRole("button", { name: "coins [2 items]" });
    await user.click(coins);
    expect(coins).toHaveAttribute("aria-expanded", "false");
    expect(tree()).not.toHaveTextContent('symbol: "C0"');
  });

  it("has one tab stop per node; arrows reach the node's copy buttons", async () => {
    const user = userEvent.setup();
    render(<ResultViewer value={{ name: "Bitcoin", links: { home: "https://bitcoin.org" } }} name="tool" />);
    const stops = within(tree())
      .getAllByRole("button")
      .filter((button) => button.tabIndex >= 0)
      .map((button) => button.getAttribute("aria-label") ?? button.textContent);
    // root (toggle), name (leaf), links (toggle), links.home (leaf): four nodes, four stops.
    expect(stops).toEqual(["▾tool {2 keys}", "Copy path name", "▾links {1 key}", "Copy path links.home"]);
    screen.getByRole("button", { name: "links {1 key}" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toHaveAccessibleName("Copy path links");
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toHaveAccessibleName("Copy value of links");
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(document.activeElement).toHaveAccessibleName("links {1 key}");
  });

  it("copies a node's path and value", async () => {
    const user = userEvent.setup();
    render(<ResultViewer value={coinsOutput(2)} name="tool" />);
    await user.click(screen.getByRole("button", { name: /^\[1\] \{/ }));
    await user.click(screen.getByRole("button", { name: "Copy path coins[1].id" }));
    expect(await navigator.clipboard.readText()).toBe("coins[1].id");
    expect(await screen.findByText("Copied path")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Copy value of coins[1].platforms" }));
    expect(JSON.parse(await navigator.clipboard.readText())).toEqual({
      ethereum: "0x0000000000000000000000000000000000000001",
    });
    await user.click(screen.getByRole("button", { name: "Copy value of coins[1].id" }));
    expect(await navigator.clipboard.readText()).toBe("coin-1");
  });

  it("truncates a megabyte string and reveals more on request", async () => {
    const user = userEvent.setup();
    const big = `${"a".repeat(199)}b${"c".repeat(1_000_000)}`;
    render(<ResultViewer value={{ blob: big }} name="tool" />);
    expect(tree().textContent?.length).toBeLessThan(1_000);
    expect(tree()).toHaveTextContent("(1,000,000 more characters)");
    await user.click(screen.getByRole("button", { name: "Show more of blob" }));
    expect(tree()).toHaveTextContent("(990,000 more characters)");
    await user.click(screen.getByRole("button", { name: "Show less of blob" }));
    expect(tree()).toHaveTextContent("(1,000,000 more characters)");
  });

  it("pages a 10,000-element array instead of rendering it all", async () => {
    const user = userEvent.setup();
    const value = Array.from({ length: 10_000 }, (_, i) => i);
    render(<ResultViewer value={value} name="tool" />);
    expect(within(tree()).getAllByRole("listitem")).toHaveLength(1 + 100 + 1);
    expect(tree()).toHaveTextContent("[99]: 99");
    expect(tree()).not.toHaveTextContent("[100]: 100");
    await user.click(screen.getByRole("button", { name: "Show 100 more of root (9,900 not shown)" }));
    expect(tree()).toHaveTextContent("[199]: 199");
    expect(
      screen.getByRole("button", { name: "Show 100 more of root (9,800 not shown)" }),
    ).toBeInTheDocument();
  });

  it("shows __proto__ and constructor keys as plain data", async () => {
    const user = userEvent.setup();
    const value = JSON.parse('{"__proto__":{"polluted":true},"constructor":"c","toString":1}') as unknown;
    render(<ResultViewer value={value} name="tool" />);
    expect(tree()).toHaveTextContent("__proto__ {1 key}");
    expect(tree()).toHaveTextContent('constructor: "c"');
    expect(tree()).toHaveTextContent("toString: 1");
    await user.click(screen.getByRole("button", { name: "Copy path __proto__.polluted" }));
    expect(await navigator.clipboard.readText()).toBe("__proto__.polluted");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("renders 1,000-deep nesting lazily without a stack overflow", async () => {
    const user = userEvent.setup();
    let deep: unknown = { bottom: true };
    for (let i = 0; i < 1000; i++) deep = { next: deep };
    render(<ResultViewer value={deep} name="tool" />);
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(2);
    const closed = screen.getByRole("button", { name: "next {next: {…}}" });
    await user.click(closed);
    expect(closed).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByRole("tab", { name: "Raw" }));
    expect(screen.getByLabelText("tool raw JSON").textContent).toContain('"bottom": true');
  });

  it("offers Use as input… only when its owner handles it, with the value's path, value and root", async () => {
    const user = userEvent.setup();
    const value = { results: [{ name: "Apple", cik: 320193 }] };
    const { unmount } = render(<ResultViewer value={value} name="tool" />);
    expect(screen.queryByRole("button", { name: /as input…$/ })).toBeNull();
    unmount();

    const chosen = vi.fn();
    render(
      <UseAsInputProvider onUse={chosen}>
        <ResultViewer value={value} name="tool" />
      </UseAsInputProvider>,
    );
    await user.click(screen.getByRole("button", { name: '[0] {name: "Apple", cik: 320193}' }));
    await user.click(screen.getByRole("button", { name: "Use results[0].cik as input…" }));
    expect(chosen).toHaveBeenCalledWith({ path: ["results", 0, "cik"], value: 320193, root: value });
  });
});
