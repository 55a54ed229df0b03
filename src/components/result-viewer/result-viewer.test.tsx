import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResultViewer } from "./result-viewer";
import { coinsOutput } from "./test-fixtures";

const schema = {
  type: "object",
  required: ["context", "coins"],
  properties: {
    context: { type: "string" },
    coins: {
      type: "array",
      items: { type: "object", required: ["id"], properties: { price: { type: "string" } } },
    },
  },
};

describe("ResultViewer", () => {
  it("shows the context caption, latency and where the credit figure came from", () => {
    render(
      <ResultViewer
        value={coinsOutput(2)}
        name="coingecko_searchCoin"
        meta={{ latencyMs: 312.4, credits: 5n, creditsSource: "usage" }}
      />,
    );
    expect(screen.getByText("Found 2 coins")).toBeInTheDocument();
    expect(screen.getByText("312 ms · 5 credits used (reported by the service)")).toBeInTheDocument();
  });

  it("prefers an explicit context and says when credits are unknown", () => {
    render(
      <ResultViewer value={coinsOutput(1)} name="t" context="Custom caption" meta={{ credits: null }} />,
    );
    expect(screen.getByText("Custom caption")).toBeInTheDocument();
    expect(screen.queryByText("Found 1 coins")).not.toBeInTheDocument();
    expect(screen.getByText("Credits used: unknown")).toBeInTheDocument();
  });

  it("says the output matches its schema", () => {
    const value = { context: "ok", coins: [{ id: "btc", price: "1" }] };
    render(<ResultViewer value={value} name="t" outputSchema={schema} />);
    expect(screen.getByText("Matches outputSchema")).toBeInTheDocument();
  });

  it("lists failing paths on a mismatch and still shows the data", () => {
    render(<ResultViewer value={coinsOutput(2)} name="t" outputSchema={schema} />);
    expect(screen.getByText("Doesn't match outputSchema")).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Schema mismatches" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      'coins[0].price — Instance type "number" is invalid. Expected "string".',
      'coins[1].price — Instance type "number" is invalid. Expected "string".',
    ]);
    const tree = screen.getByRole("list", { name: "t output tree" });
    expect(tree).toHaveTextContent('[0] {id: "coin-0", symbol: "C0", price: 0, …}');
  });

  it("shows the first ten mismatches and all of them on request", async () => {
    const user = userEvent.setup();
    render(<ResultViewer value={coinsOutput(12)} name="t" outputSchema={schema} />);
    const list = screen.getByRole("list", { name: "Schema mismatches" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "Show all 12 mismatches" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(12);
    expect(list).toHaveTextContent("coins[11].price");
  });

  it("shows a tool-reported failure as a calm status and an HTTP error as an alert", () => {
    const { rerender } = render(
      <ResultViewer
        value={null}
        name="etherscan_getTx"
        failure={{ kind: "tool", message: "No transaction with that hash" }}
      />,
    );
    const status = screen.getByText("etherscan_getTx reported a failure").closest("[role=status]");
    expect(status).toHaveTextContent("No transaction with that hash");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();

    rerender(
      <ResultViewer
        value={undefined}
        name="etherscan_getTx"
        failure={{
          kind: "http",
          status: 402,
          code: "INSUFFICIENT_CREDITS",
          message: "Needs 5 credits, 2 available",
        }}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Request failed (HTTP 402)");
    expect(alert).toHaveTextContent("INSUFFICIENT_CREDITS");
    expect(alert).toHaveTextContent("Needs 5 credits, 2 available");
  });

  it("switches views with the keyboard as WAI-ARIA tabs do", async () => {
    const user = userEvent.setup();
    render(<ResultViewer value={coinsOutput(3)} name="t" />);
    const tree = screen.getByRole("tab", { name: "Tree" });
    expect(tree).toHaveAttribute("aria-selected", "true");
    await user.click(tree);
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Table" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Table" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("Table");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Raw" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Tree" })).toHaveFocus();
  });

  it("disables the Table tab with a reason when there is no array of objects", async () => {
    const user = userEvent.setup();
    render(<ResultViewer value={{ context: "Balance", balance: "12", tags: ["a"] }} name="t" />);
    const table = screen.getByRole("tab", { name: "Table" });
    expect(table).toHaveAttribute("aria-disabled", "true");
    expect(table).toHaveAccessibleDescription(
      "Table needs an array of objects (or a map of objects keyed by id); this result has none.",
    );
    await user.click(table);
    expect(screen.getByRole("tab", { name: "Tree" })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Tree" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Raw" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows pretty JSON as text in Raw and copies it", async () => {
    const user = userEvent.setup();
    const value = { context: "x", html: "<img src=x onerror=alert(1)>" };
    render(<ResultViewer value={value} name="t" />);
    await user.click(screen.getByRole("tab", { name: "Raw" }));
    const pre = screen.getByLabelText("t raw JSON");
    expect(pre.textContent).toBe(JSON.stringify(value, null, 2));
    expect(pre.querySelector("img")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Copy JSON" }));
    expect(await navigator.clipboard.readText()).toBe(JSON.stringify(value, null, 2));
    expect(await screen.findByText("Copied JSON")).toBeInTheDocument();
  });
});
