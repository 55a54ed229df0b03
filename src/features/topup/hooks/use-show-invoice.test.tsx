import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { paths } from "../../../app/paths";
import { invoiceRowId } from "../components/problem-actions";
import { useShowInvoice } from "./use-show-invoice";

function Book() {
  useShowInvoice();
  return (
    <details>
      <summary>Paid</summary>
      <ul>
        <li id={invoiceRowId("inv_1")} tabIndex={-1} aria-label="Invoice inv_1" />
        <li id={invoiceRowId("inv_2")} tabIndex={-1} aria-label="Invoice inv_2" />
      </ul>
    </details>
  );
}

test("a link to an invoice opens its folded list and focuses its row", () => {
  render(
    <MemoryRouter initialEntries={[paths.topup({ invoice: "inv_2" })]}>
      <Book />
    </MemoryRouter>,
  );
  expect(screen.getByRole("listitem", { name: "Invoice inv_2" })).toHaveFocus();
  expect(screen.getByRole("group")).toHaveAttribute("open");
});
