import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeEach, expect, test, vi } from "vitest";
import type { PricedTool } from "../api/list-priced-tools";
import { ToolPicker } from "./tool-picker";

const many: PricedTool[] = Array.from({ length: 1000 }, (_, i) => ({
  id: null,
  name: `provider_tool${i}`,
  description: i % 10 === 0 ? `Finds coins, number ${i}` : `Reads filings, number ${i}`,
  inputSchema: {},
  outputSchema: null,
  price: i % 5,
}));

// jsdom lays nothing out: give every box a viewport-sized rect so the virtualizer has a window to fill.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(480);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(600);
  return () => vi.restoreAllMocks();
});

function Picker({ onChoose }: { onChoose: (tool: PricedTool) => void }) {
  const [query, setQuery] = useState("");
  return (
    <ToolPicker tools={many} query={query} onQuery={setQuery} onChoose={onChoose} label="Search tools" />
  );
}

test("1,000 tools: counts, search over name and description, only a window of rows in the DOM", async () => {
  render(<Picker onChoose={() => undefined} />);
  expect(screen.getByText("1000 tools")).toBeInTheDocument();
  expect(screen.getAllByRole("option").length).toBeLessThan(50);
  await userEvent.type(screen.getByRole("combobox", { name: "Search tools" }), "coins");
  expect(screen.getByText("100 of 1000 tools")).toBeInTheDocument();
  await userEvent.clear(screen.getByRole("combobox", { name: "Search tools" }));
  await userEvent.type(screen.getByRole("combobox", { name: "Search tools" }), "tool999");
  expect(screen.getByText("1 of 1000 tools")).toBeInTheDocument();
});

test("arrow keys move the active option and Enter opens it", async () => {
  const onChoose = vi.fn();
  render(<Picker onChoose={onChoose} />);
  const box = screen.getByRole("combobox", { name: "Search tools" });
  await userEvent.type(box, "coins");
  await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowUp}{ArrowDown}{ArrowDown}");
  const active = document.getElementById(box.getAttribute("aria-activedescendant") ?? "");
  expect(active).toHaveAttribute("aria-selected", "true");
  expect(active).toHaveTextContent("provider_tool30");
  await userEvent.keyboard("{Enter}");
  expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ name: "provider_tool30" }));
});
