import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { renderApp } from "../../../app/test-app";
import { createTestAccount } from "../../../test/reference-service";

/** The reference service's verticals, as its /config.json lists them. */
const VERTICALS = ["crypto", "company", "medical", "news", "cybersec", "adtech", "insurance"];

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(480);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(600);
  // jsdom has <dialog> but not its modal methods.
  if (!("showModal" in HTMLDialogElement.prototype)) {
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute("open", "");
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute("open");
      },
    });
  }
  return () => vi.restoreAllMocks();
});

async function openFinder(path = "/tools") {
  const account = await createTestAccount();
  const app = renderApp(path, { account });
  await screen.findByRole("combobox", { name: "Search tools" });
  return app;
}

describe("find a tool", () => {
  test("lists the vertical's tools with counts, searches, and the vertical picker switches lists", async () => {
    const { router } = await openFinder();
    expect(screen.getByText(/^\d+ tools$/)).toBeInTheDocument();
    expect(screen.getByRole("option", { name: /coingecko_searchCoin/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole("combobox", { name: "Search tools" }), "dunesim");
    expect(screen.getByText(/^1 of \d+ tools$/)).toBeInTheDocument();
    expect(router.state.location.search).toContain("q=dunesim");

    await userEvent.clear(screen.getByRole("combobox", { name: "Search tools" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Vertical" }), "company");
    expect(await screen.findByRole("option", { name: /secfilings_searchCompany/ })).toBeInTheDocument();
  });

  test("the search box keeps what was typed across a vertical change, and a link brings its own search", async () => {
    const { router } = await openFinder("/tools?vertical=crypto&q=coin");
    const search = screen.getByRole("combobox", { name: "Search tools" });
    expect(search).toHaveValue("coin");
    await userEvent.type(search, "gecko");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Vertical" }), "company");
    await waitFor(() => expect(router.state.location.search).toBe("?vertical=company&q=coingecko"));
    expect(search).toHaveValue("coingecko");

    // The main navigation's Tools link opens /tools afresh: no search, though the finder stays mounted.
    await userEvent.click(
      within(screen.getByRole("navigation", { name: "Main" })).getByRole("link", { name: "Tools" }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("combobox", { name: "Search tools" })).toHaveValue("");
  });

  test("the verticals are the connection's; an unknown one offers those the service knows, not Retry", async () => {
    const { router } = await openFinder();
    const picker = screen.getByRole("combobox", { name: "Vertical" });
    await waitFor(() =>
      expect([...picker.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
        ...VERTICALS,
        "Other…",
      ]),
    );
    await userEvent.selectOptions(picker, "Other…");
    await userEvent.type(screen.getByRole("textbox", { name: "Vertical id" }), "weather{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/no such vertical.*weather/s);
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "company" }));
    await waitFor(() => expect(router.state.location.search).toContain("vertical=company"));
    expect(await screen.findByRole("option", { name: /secfilings_searchCompany/ })).toBeInTheDocument();
  });

  test("a tool's page without ?vertical asks each vertical of the connection at most once", async () => {
    const account = await createTestAccount();
    const app = renderApp("/tools/fmp_screenCompanies", { account });
    // The price badge shows only once the tool was found in a listing.
    expect(await screen.findByText(/per call|price unknown/)).toBeInTheDocument();
    expect(screen.getByText("company")).toBeInTheDocument();
    const listings = app.network.requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname.endsWith("/v1/tools"))
      .map((u) => u.searchParams.get("vertical_id") ?? "");
    expect(listings).toContain("company");
    expect(new Set(listings).size).toBe(listings.length);
    expect(listings.every((vertical) => VERTICALS.includes(vertical))).toBe(true);
  });

  test("a tool's page with an unknown vertical offers the known ones, and one opens the tool there", async () => {
    const account = await createTestAccount();
    const { router } = renderApp("/tools/fmp_screenCompanies?vertical=weather", { account });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/no such vertical/);
    expect(within(alert).queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "company" }));
    await waitFor(() => expect(router.state.location.search).toBe("?vertical=company"));
    expect(await screen.findByText(/per call|price unknown/)).toBeInTheDocument();
  });

  test("Ctrl-K from any page searches every vertical of the connection", async () => {
    const account = await createTestAccount();
    const { router } = renderApp("/search", { account });
    await screen.findByRole("textbox", { name: "Query" });
    await userEvent.keyboard("{Control>}k{/Control}");
    const jump = await screen.findByRole("combobox", { name: "Jump to a tool" });
    expect(screen.getByText(`Searching every vertical: ${VERTICALS.join(", ")}`)).toBeInTheDocument();
    // A company tool and a crypto tool are both in reach.
    await userEvent.type(jump, "screenCompanies");
    expect(await screen.findByRole("option", { name: /fmp_screenCompanies/ })).toBeInTheDocument();
    await userEvent.clear(jump);
    await userEvent.type(jump, "getBlockchain{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/tools/utils_getBlockchainChainId"));
    expect(router.state.location.search).toBe("?vertical=crypto");
  });

  test("free text picks any vertical id", async () => {
    const { router } = await openFinder();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Vertical" }), "Other…");
    await userEvent.type(screen.getByRole("textbox", { name: "Vertical id" }), "company{Enter}");
    await waitFor(() => expect(router.state.location.search).toContain("vertical=company"));
    expect(await screen.findByRole("option", { name: /fmp_screenCompanies/ })).toBeInTheDocument();
  });

  test("/ focuses the search; Ctrl-K opens the palette and Enter opens the tool", async () => {
    const { router } = await openFinder();
    await userEvent.click(document.body);
    await userEvent.keyboard("/");
    expect(screen.getByRole("combobox", { name: "Search tools" })).toHaveFocus();
    await userEvent.click(document.body);
    await userEvent.keyboard("{Control>}k{/Control}");
    const jump = await screen.findByRole("combobox", { name: "Jump to a tool" });
    await userEvent.type(jump, "getBlockchain{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/tools/utils_getBlockchainChainId"));
    // Focus lands on the tool's heading, not on <body>.
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1, name: "utils_getBlockchainChainId" })).toHaveFocus(),
    );
  });
});
