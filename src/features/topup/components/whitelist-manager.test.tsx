import { within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { findPageMain, renderApp } from "../../../app/test-app";
import { createTestAccount } from "../../../test/reference-service";
import { json } from "../../../test/service";

const LIST = "/billing/v1/account/whitelist";
const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

async function openSettings() {
  const account = await createTestAccount();
  const view = renderApp("/settings", { account });
  const main = await findPageMain("Settings");
  const section = within(main).getByRole("region", { name: "Sender whitelist" });
  return { ...view, account, section: within(section), user: userEvent.setup() };
}

describe("Sender whitelist in Settings", () => {
  it("starts empty, adds a typed address checksummed and removes it, on the account's key", async () => {
    const { section, user, network, account } = await openSettings();
    expect(
      await section.findByText("No addresses listed: payments from any address are credited."),
    ).toBeInTheDocument();

    await user.type(section.getByRole("textbox", { name: "Address to add" }), ADDRESS.toLowerCase());
    await user.click(section.getByRole("button", { name: "Add" }));

    const list = await section.findByRole("list", { name: /Only payments sent from these addresses/ });
    expect(within(list).getByText(ADDRESS)).toBeInTheDocument();
    expect(section.getByRole("textbox", { name: "Address to add" })).toHaveValue("");
    const posted = network.sentTo(LIST).find((r) => r.method === "POST");
    expect(posted?.headers.get("Authorization")).toBe(`Bearer ${account.key}`);
    expect(await posted?.json()).toEqual({ address: ADDRESS });

    await user.click(section.getByRole("button", { name: `Remove ${ADDRESS}` }));
    expect(
      await section.findByText("No addresses listed: payments from any address are credited."),
    ).toBeInTheDocument();
    expect(network.sentTo(`${LIST}/${ADDRESS}`).map((r) => r.method)).toEqual(["DELETE"]);
  });

  it("explains a malformed address and a wrong checksum without asking the service", async () => {
    const { section, user, network } = await openSettings();
    const input = await section.findByRole("textbox", { name: "Address to add" });

    await user.type(input, "0x1234");
    await user.click(section.getByRole("button", { name: "Add" }));
    expect(input).toHaveAccessibleDescription(
      "An address is 0x followed by 40 hexadecimal digits (0-9, a-f).",
    );
    expect(input).toHaveAttribute("aria-invalid", "true");

    await user.clear(input);
    await user.type(input, ADDRESS.replace("C518", "c518"));
    await user.click(section.getByRole("button", { name: "Add" }));
    expect(input).toHaveAccessibleDescription(/do not match the address's checksum/);
    expect(network.sentTo(LIST).filter((r) => r.method === "POST")).toEqual([]);
    // What was typed stays, to be corrected.
    expect(input).toHaveValue(ADDRESS.replace("C518", "c518"));
  });

  it("takes an address typed all in capitals (it carries no checksum) and sends it checksummed", async () => {
    const { section, user, network } = await openSettings();
    const input = await section.findByRole("textbox", { name: "Address to add" });
    await user.type(input, `0x${ADDRESS.slice(2).toUpperCase()}`);
    await user.click(section.getByRole("button", { name: "Add" }));

    const list = await section.findByRole("list", { name: /Only payments sent from these addresses/ });
    expect(within(list).getByText(ADDRESS)).toBeInTheDocument();
    const posted = network.sentTo(LIST).find((r) => r.method === "POST");
    expect(await posted?.json()).toEqual({ address: ADDRESS });
  });

  it("says in one line that a service without the operation does not offer it", async () => {
    const account = await createTestAccount();
    const view = renderApp("/settings", { account });
    view.network.stage(`GET ${LIST}`, () =>
      json({ error: { code: "NOT_FOUND", message: "Not found", details: {} } }, { status: 404 }),
    );
    const main = await findPageMain("Settings");
    expect(
      await within(main).findByText("The connected service does not offer a sender whitelist."),
    ).toBeInTheDocument();
    expect(within(main).queryByRole("textbox", { name: "Address to add" })).not.toBeInTheDocument();
    expect(within(main).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a failed load as an error with Retry, which then shows the list", async () => {
    const account = await createTestAccount();
    const view = renderApp("/settings", { account });
    view.network.stage(`GET ${LIST}`, () =>
      json({ error: { code: "INTERNAL_ERROR", message: "Internal error", details: {} } }, { status: 500 }),
    );
    const main = await findPageMain("Settings");
    const alert = await within(main).findByRole("alert");
    expect(alert).toHaveTextContent("The sender whitelist could not be loaded: Internal error");

    view.network.unstage(`GET ${LIST}`);
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Retry" }));
    expect(
      await within(main).findByText("No addresses listed: payments from any address are credited."),
    ).toBeInTheDocument();
  });
});
