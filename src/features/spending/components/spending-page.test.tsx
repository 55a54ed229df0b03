import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test, vi } from "vitest";
import { findPageMain, renderApp } from "../../../app/test-app";
import { recordCall, setCallStore } from "../../../lib/call-records/call-records";
import { aCall, freshCallStore } from "../../../lib/call-records/call-test-kit";
import { createTestAccount } from "../../../test/reference-service";
import { json } from "../../../test/service";
import { dayKey } from "../model/spend-filters";

beforeEach(() => {
  // jsdom has no layout; the list's virtualizer reads the scroll box's clientHeight, so give it one.
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(440);
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

const NOW = Date.now();
const DAY = 86_400_000;

async function seed() {
  await recordCall(
    aCall({
      id: "t1",
      at: NOW - 60_000,
      subject: "coingecko_getPrice",
      credits: 2n,
      output: { price: "97,000" },
    }),
  );
  await recordCall(
    aCall({
      id: "s1",
      at: NOW - DAY,
      kind: "search",
      subject: "=HYPERLINK(1)",
      vertical: "crypto",
      credits: 7n,
    }),
  );
  await recordCall(
    aCall({ id: "k1", at: NOW - 2 * DAY, kind: "task", subject: "BTC vs ETH", credits: null }),
  );
  await recordCall(aCall({ id: "old", at: NOW - 40 * DAY, subject: "coingecko_old", credits: 50n }));
}

const charges = () => within(screen.getByRole("list", { name: "Charges" })).getAllByRole("listitem");

test("a fresh account says there are no charges, and that the ledger is read", async () => {
  const account = await createTestAccount({ subscription_balance: 10, top_up_balance: 0 });
  renderApp("/spending", { account });
  const main = await findPageMain("Spending");
  expect(await within(main).findByText("No charges in this range")).toBeVisible();
  expect(await within(main).findByText(/from the service's ledger/)).toBeVisible();
  expect(within(main).getByRole("button", { name: "Export CSV" })).toBeDisabled();
});

test("loading and a failed read of the records look different from an empty range, and Retry reads again", async () => {
  const account = await createTestAccount({ subscription_balance: 10, top_up_balance: 0 });
  const store = freshCallStore();
  let fail = true;
  setCallStore({
    ...store,
    listCalls: (profileId, range) =>
      fail ? Promise.reject(new Error("The database is blocked")) : store.listCalls(profileId, range),
  });
  renderApp("/spending", { account });
  expect(await screen.findByRole("status", { name: "Loading spending" })).toBeVisible();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("This browser's call records could not be read");
  expect(alert).toHaveTextContent("The database is blocked");
  fail = false;
  await userEvent.setup().click(within(alert).getByRole("button", { name: "Retry" }));
  expect(await screen.findByText("No charges in this range")).toBeVisible();
});

test("the last 30 days by default, filters kept in the URL, break-downs and the list follow them", async () => {
  const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
  await seed();
  const { router, network } = renderApp("/spending", { account });
  const user = userEvent.setup();
  await screen.findByRole("list", { name: "Charges" });
  expect(charges()).toHaveLength(3);
  expect(charges()[0]).toHaveTextContent("coingecko_getPrice");
  expect(charges()[0]).toHaveTextContent("2 credits");
  expect(charges()[2]).toHaveTextContent("not reported");
  expect(screen.getByText("Cost not reported", { selector: "dt" }).nextSibling).toHaveTextContent("1");
  expect(
    within(screen.getByRole("region", { name: "By kind" })).getByRole("row", { name: /Search/ }),
  ).toHaveTextContent("7 credits");
  await user.selectOptions(screen.getByLabelText("Kind"), "tool");
  await waitFor(() => expect(charges()).toHaveLength(1));
  expect(new URLSearchParams(router.state.location.search).get("kind")).toBe("tool");
  const from = dayKey(NOW - 45 * DAY);
  fireEvent.change(screen.getByLabelText("From"), { target: { value: from } });
  await waitFor(() => expect(charges()).toHaveLength(2));
  expect(router.state.location.search).toContain(`from=${from}`);
  await user.selectOptions(screen.getByLabelText("Tool"), "coingecko_old");
  await waitFor(() => expect(charges()).toHaveLength(1));
  expect(within(screen.getByRole("region", { name: "By tool" })).getAllByRole("row")).toHaveLength(2);
  expect(screen.getByText("Spent", { selector: "dt" }).nextSibling).toHaveTextContent("50 credits");
  expect(network.sentTo("/billing/v1/account/ledger").length).toBeGreaterThan(0);
});

test("Export CSV writes exactly the rows shown, with the formula guard", async () => {
  const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
  await seed();
  const blobs: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => (blobs.push(blob as Blob), "blob:spending"));
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  renderApp("/spending?kind=search", { account });
  await screen.findByRole("list", { name: "Charges" });
  await userEvent.setup().click(screen.getByRole("button", { name: "Export CSV" }));
  expect(await blobs[0]?.text()).toBe(
    "time,kind,vertical,subject,credits,credits_source,outcome,ref\r\n" +
      `${new Date(NOW - DAY).toISOString()},Search,crypto,'=HYPERLINK(1),7,usage,ok,exec-${(await idOf("s1")) ?? ""}\r\n`,
  );
});

test("a charge opens its kept answer with no request to the service", async () => {
  const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
  await seed();
  const { network } = renderApp("/spending", { account });
  await screen.findByRole("list", { name: "Charges" });
  const before = network.requests.length;
  await userEvent.setup().click(screen.getByRole("button", { name: /^Open coingecko_getPrice/ }));
  const dialog = await screen.findByRole("dialog", { name: "Tool: coingecko_getPrice" });
  expect(within(dialog).getByRole("region", { name: "Stored answer" })).toHaveTextContent(
    '"price": "97,000"',
  );
  expect(network.requests.slice(before).map((r) => new URL(r.url).pathname)).not.toContainEqual(
    expect.stringMatching(/tools|search|tasks/),
  );
});

test("without the ledger the page says once that it shows this browser's records only", async () => {
  const account = await createTestAccount({ subscription_balance: 100, top_up_balance: 0 });
  await seed();
  const { network } = renderApp("/spending", { account });
  network.stage("GET /billing/v1/account/ledger", () => json({ error: "not found" }, { status: 404 }));
  expect(await screen.findByText(/this browser's records only/)).toBeVisible();
  expect(screen.getAllByText(/this browser's records only/)).toHaveLength(1);
});

async function idOf(id: string): Promise<string | undefined> {
  const { getCall } = await import("../../../lib/call-records/call-records");
  return (await getCall(id))?.ref?.replace(/^exec-/, "");
}
