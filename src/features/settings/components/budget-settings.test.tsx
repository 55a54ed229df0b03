import { cleanup, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { parseCreditsText } from "./budget-settings";
import { renderSettings } from "./settings-test-kit";

test("budgets start with only the low-balance banner on, and a saved cap is there after a reload", async () => {
  const { user } = renderSettings();
  const cap = await screen.findByRole("textbox", { name: "Daily cap" });
  expect(screen.getByRole("checkbox", { name: "Show a banner when the balance is under" })).toBeChecked();
  expect(screen.getByRole("textbox", { name: "Low-balance threshold" })).toHaveValue("20");
  expect(cap).toBeDisabled();
  await user.click(screen.getByRole("checkbox", { name: "Ask before spending past a daily cap" }));
  await user.clear(cap);
  await user.type(cap, "1,5x");
  expect(screen.getByText("Daily cap: write a whole number of credits.")).toBeVisible();
  expect(screen.getByRole("button", { name: "Save budgets" })).toBeDisabled();
  await user.clear(cap);
  await user.type(cap, "1,500");
  await user.click(screen.getByRole("button", { name: "Save budgets" }));
  expect(await screen.findByText("Budgets saved.")).toBeVisible();

  cleanup();
  renderSettings();
  expect(await screen.findByRole("textbox", { name: "Daily cap" })).toHaveValue("1500");
  expect(screen.getByRole("checkbox", { name: "Ask before spending past a daily cap" })).toBeChecked();
});

test("credit amounts take thousands separators and refuse anything but whole numbers", () => {
  expect(parseCreditsText(" 1,000 ")).toBe(1000n);
  expect(parseCreditsText("1.5")).toBeNull();
  expect(parseCreditsText("-3")).toBeNull();
  expect(parseCreditsText("")).toBeNull();
});
