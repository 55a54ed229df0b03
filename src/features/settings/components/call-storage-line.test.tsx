import { screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { recordCall, setCallStore } from "../../../lib/call-records/call-records";
import { aCall, freshCallStore } from "../../../lib/call-records/call-test-kit";
import { renderSettings } from "./settings-test-kit";

const line = () => screen.getByLabelText("Space used by call records");

test("Settings shows the space the call records use, and Clear deletes them after asking", async () => {
  await recordCall(aCall({ profileId: "local" }));
  await recordCall(aCall({ profileId: "other" }));
  const { user } = renderSettings();
  expect(await screen.findByText(/2 calls kept, \d+ KB of 50\.0 MB/)).toBe(line());

  await user.click(screen.getByRole("button", { name: "Clear" }));
  const ask = screen.getByRole("group", { name: "Clear call records" });
  expect(ask).toHaveTextContent("Delete all 2 call records");
  await user.click(within(ask).getByRole("button", { name: "Delete them" }));
  expect(await screen.findByText(/0 calls kept/)).toBe(line());
});

test("without IndexedDB the page still works and says the records last only for this tab", async () => {
  setCallStore(freshCallStore({ indexedDB: () => undefined }));
  await recordCall(aCall());
  renderSettings();
  expect(await screen.findByText(/1 call kept/)).toBe(line());
  expect(screen.getByText(/kept only until this tab closes/)).toBeInTheDocument();
});
