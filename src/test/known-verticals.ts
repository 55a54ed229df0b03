import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect } from "vitest";

// The Search and Plans forms answer a vertical the service does not know (fixtures/errors.ts,
// `unknownVertical`) the same way: the error lists the known ones, and picking one fills the form.

/** Types a vertical the service does not know, and a query, into a search or plan form. */
export async function typeUnknownVertical(form: HTMLElement): Promise<void> {
  await userEvent.type(within(form).getByRole("combobox", { name: "Vertical" }), "astrology");
  await userEvent.type(within(form).getByRole("textbox", { name: "Query" }), "my horoscope");
}

/** Picks "crypto" from the error's list: the form's field takes it and the focus; the query stays. */
export async function pickKnownVertical(form: HTMLElement): Promise<void> {
  const known = await screen.findByRole("list", { name: "Known verticals" });
  await userEvent.click(within(known).getByRole("button", { name: "crypto" }));
  const vertical = within(form).getByRole("combobox", { name: "Vertical" });
  expect(vertical).toHaveValue("crypto");
  expect(vertical).toHaveFocus();
  // The query typed stays: only the vertical changed.
  expect(within(form).getByRole("textbox", { name: "Query" })).toHaveValue("my horoscope");
}
