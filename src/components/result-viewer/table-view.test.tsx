import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ResultViewer } from "./result-viewer";
import { coinsOutput } from "./test-fixtures";

// jsdom has no layout; the virtualizer reads the scroll box's clientHeight, so give it one.
const VIEWPORT = 448;
let restoreHeight: () => void;
beforeEach(() => {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => VIEWPORT });
  restoreHeight = () => original && Object.defineProperty(HTMLElement.prototype, "clientHeight", original);
});
afterEach(() => restoreHeight());

async function openTable(value: unknown) {
  const user = userEvent.setup();
  render(<ResultViewer value={value} name="coingecko_searchCoin" />);
  await user.click(screen.getByRole("tab", { name: "Table" }));
  return user;
}

function bodyRows() {
  const table = screen.getByRole("table");
  return within(table)
    .getAllByRole("row")
    .filter((row) => row.hasAttribute("aria-rowindex") && row.getAttribute("aria-rowindex") !== "1");
}

function firstColumn() {
  return bodyRows().map((row) => within(row).getAllByRole("cell")[0]?.textContent);
}

describe("Table view", () => {
  it("shows the largest array of objects with the union of keys as columns", async () => {
    const value = { ...coinsOutput(3), exchanges: [{ name: "Uniswap", volume: 5 }] };
    await openTable(value);
    expect(screen.getByLabelText("Table of")).toHaveDisplayValue("coins (3 rows)");
    const headers = screen.getAllByRole("columnheader").map((th) => th.textContent);
    expect(headers).toEqual(["id↕", "symbol↕", "price↕", "platforms↕"]);
    expect(firstColumn()).toEqual(["coin-0", "coin-1", "coin-2"]);
    expect(within(bodyRows()[0] as HTMLElement).getAllByRole("cell")[3]).toHaveTextContent(
      '{"ethereum":"0x0000000000000000000000000000000000000000"}',
    );

    await userEvent.selectOptions(screen.getByLabelText("Table of"), "exchanges (1 row)");
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["name↕", "volume↕"]);
    expect(screen.getByText("1 of 1 rows")).toBeInTheDocument();
  });

  it("sorts by a column with aria-sort, ascending then descending", async () => {
    const user = await openTable(coinsOutput(5));
    const price = () => screen.getByRole("columnheader", { name: /price/ });
    expect(price()).toHaveAttribute("aria-sort", "none");
    await user.click(within(price()).getByRole("button"));
    expect(price()).toHaveAttribute("aria-sort", "ascending");
    // prices: 0, 7, 14, 21, 28
    expect(firstColumn()).toEqual(["coin-0", "coin-1", "coin-2", "coin-3", "coin-4"]);
    await user.click(within(price()).getByRole("button"));
    expect(price()).toHaveAttribute("aria-sort", "descending");
    expect(firstColumn()).toEqual(["coin-4", "coin-3", "coin-2", "coin-1", "coin-0"]);
  });

  it("names the array it shows, and says which part of a filter it did not understand", async () => {
    const user = await openTable(coinsOutput(30));
    expect(screen.getByLabelText("Table of")).toHaveDisplayValue("coins (30 rows)");
    expect(screen.getByText("2 arrays in this result")).toBeInTheDocument();
    expect(screen.getByText(/^Text matches any column\. Compare a column/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Filter rows"), "symbl = c1, c2");
    expect(
      await screen.findByText(
        "Not understood, left out: “symbl = c1, c2”: there is no column “symbl” (columns: id, symbol, price, platforms).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Filter rows")).toHaveAttribute("aria-invalid", "true");
    await user.clear(screen.getByLabelText("Filter rows"));
    await user.type(screen.getByLabelText("Filter rows"), "symbol = c11 and price > 70");
    expect(await screen.findByText("1 of 30 rows")).toBeInTheDocument();
    expect(firstColumn()).toEqual(["coin-11"]);
  });

  it("names the one array it shows in words", async () => {
    await openTable({ coins: coinsOutput(2).coins });
    expect(screen.getByText("coins", { selector: "code" }).parentElement).toHaveTextContent(
      "Table of coins (2 rows)",
    );
  });

  it("filters rows and counts them", async () => {
    const user = await openTable(coinsOutput(30));
    expect(screen.getByText("30 of 30 rows")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Filter rows"), "c2");
    expect(await screen.findByText("11 of 30 rows")).toBeInTheDocument();
    expect(firstColumn()).toEqual(["coin-2", ...Array.from({ length: 10 }, (_, i) => `coin-${20 + i}`)]);
  });

  it("exports the visible rows as CSV through a Blob URL", async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:test";
    });
    const revoke = vi.fn();
    URL.revokeObjectURL = revoke;
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = await openTable(coinsOutput(12));
    await user.type(screen.getByLabelText("Filter rows"), "coin-11");
    await screen.findByText("1 of 12 rows");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(names).toEqual(["coingecko_searchCoin-coins.csv"]);
    expect(await blobs[0]?.text()).toBe(
      'id,symbol,price,platforms\r\ncoin-11,C11,77,"{""ethereum"":""0x000000000000000000000000000000000000000b""}"\r\n',
    );
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith("blob:test"));
    click.mockRestore();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("renders only a window of a 10,000-row array and follows scrolling", async () => {
    await openTable(coinsOutput(10_000));
    expect(screen.getByText("10,000 of 10,000 rows")).toBeInTheDocument();
    expect(screen.getByRole("table")).toHaveAttribute("aria-rowcount", "10001");
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    expect(firstColumn()[0]).toBe("coin-0");

    const region = screen.getByRole("region", { name: "coingecko_searchCoin coins rows" });
    region.scrollTop = 36 * 5_000;
    fireEvent.scroll(region);
    expect(await screen.findByText("coin-5000")).toBeInTheDocument();
    expect(screen.queryByText("coin-0")).not.toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(40);
  });

  it("sorts decimal strings as numbers and filters with comparisons", async () => {
    const coins = ["-0.65", "-14.82", "-1.8", "3e-2", "0.000000413"].map((change, i) => ({
      id: `c${i}`,
      change,
    }));
    const user = await openTable({ coins });
    await user.click(screen.getByRole("button", { name: /^change/ }));
    expect(firstColumn()).toEqual(["c1", "c2", "c0", "c4", "c3"]);
    await user.type(screen.getByLabelText("Filter rows"), "change < -1");
    expect(screen.getByText("2 of 5 rows")).toBeInTheDocument();
    expect(firstColumn()).toEqual(["c1", "c2"]);
  });

  it("offers a map of objects keyed by id as a table with the key first", async () => {
    await openTable({
      filings: {
        "817609-2025": { form: "10-K" },
        "817641-2025": { form: "8-K" },
        "817700-2025": { form: "10-Q" },
      },
    });
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["key↕", "form↕"]);
    expect(firstColumn()).toEqual(["817609-2025", "817641-2025", "817700-2025"]);
  });
});
