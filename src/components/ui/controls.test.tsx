import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { expect, test } from "vitest";
import { PlainButton } from "./button";
import { Checkbox } from "./checkbox";
import { HASH_PROBLEM, HashInput } from "./hash-input";
import { Input } from "./input";
import { Label } from "./label";
import { Select } from "./select";
import { Textarea } from "./textarea";

test("Select: labelled, sized, invalid, ref forwarded", async () => {
  const ref = createRef<HTMLSelectElement>();
  render(
    <>
      <Label htmlFor="pick">Vertical</Label>
      <Select id="pick" ref={ref} size="sm" aria-invalid defaultValue="b">
        <option value="a">A</option>
        <option value="b">B</option>
      </Select>
    </>,
  );
  const select = screen.getByRole("combobox", { name: "Vertical" });
  expect(select).toHaveValue("b");
  expect(select).toBeInvalid();
  expect(select).toHaveClass("h-8", "border-border-strong", "bg-surface", "aria-invalid:border-danger");
  expect(ref.current).toBe(select);
  await userEvent.selectOptions(select, "a");
  expect(select).toHaveValue("a");
});

test("Input and Select share one look; md is the default size", () => {
  render(
    <>
      <Input aria-label="Name" />
      <Select aria-label="Kind" />
    </>,
  );
  const input = screen.getByRole("textbox", { name: "Name" });
  const select = screen.getByRole("combobox", { name: "Kind" });
  expect(input.className).toBe(`${select.className} w-full`);
  expect(input).toHaveClass("h-10", "px-3");
});

test("Textarea: labelled, multi-line, invalid state, ref forwarded", async () => {
  const ref = createRef<HTMLTextAreaElement>();
  render(
    <>
      <Label htmlFor="query">Query</Label>
      <Textarea id="query" ref={ref} aria-invalid />
    </>,
  );
  const box = screen.getByRole("textbox", { name: "Query" });
  await userEvent.type(box, "first{enter}second");
  expect(box).toHaveValue("first\nsecond");
  expect(box).toBeInvalid();
  expect(box).not.toHaveClass("h-10");
  expect(box).toHaveClass("w-full", "text-sm");
  expect(ref.current).toBe(box);
});

test("Textarea for code is monospace in small text, without the prose size", () => {
  render(<Textarea aria-label="Arguments" code />);
  const box = screen.getByRole("textbox", { name: "Arguments" });
  expect(box).toHaveClass("font-mono", "text-xs");
  expect(box).not.toHaveClass("text-sm");
});

test("Checkbox: its label names it and toggles it, by pointer and by keyboard", async () => {
  const ref = createRef<HTMLInputElement>();
  render(<Checkbox label="Show ids, balances and times" ref={ref} />);
  const box = screen.getByRole("checkbox", { name: "Show ids, balances and times" });
  expect(box).not.toBeChecked();
  await userEvent.click(screen.getByText("Show ids, balances and times"));
  expect(box).toBeChecked();
  box.focus();
  await userEvent.keyboard(" ");
  expect(box).not.toBeChecked();
  expect(ref.current).toBe(box);
});

function HashField({ accept }: { accept: (text: string) => boolean }) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(accept(text) ? null : HASH_PROBLEM);
      }}
    >
      <HashInput
        label="Transaction hash"
        value={text}
        onValueChange={setText}
        problem={problem}
        hint="Paste the hash of that transfer."
        action={<button type="submit">Check payment</button>}
      />
    </form>
  );
}

test("HashInput: a refused hash is said under the field and tied to it; a good one clears it", async () => {
  const good = `0x${"ab".repeat(32)}`;
  render(<HashField accept={(text) => /^0x[0-9a-fA-F]{64}$/.test(text.trim())} />);
  const field = screen.getByRole("textbox", { name: "Transaction hash" });
  expect(field).toHaveClass("font-mono");
  expect(field).toHaveAttribute("autocomplete", "off");
  expect(field).toHaveAccessibleDescription("Paste the hash of that transfer.");
  expect(field).not.toBeInvalid();

  await userEvent.type(field, "0x12");
  await userEvent.click(screen.getByRole("button", { name: "Check payment" }));
  expect(field).toBeInvalid();
  expect(field).toHaveAccessibleDescription(`Paste the hash of that transfer. ${HASH_PROBLEM}`);

  await userEvent.clear(field);
  field.focus();
  await userEvent.paste(good);
  expect(field).toHaveValue(good);
  await userEvent.click(screen.getByRole("button", { name: "Check payment" }));
  expect(field).not.toBeInvalid();
  expect(screen.queryByText(HASH_PROBLEM)).toBeNull();
});

test("PlainButton is a button of type button with only the given classes", () => {
  render(<PlainButton className="underline">Expand</PlainButton>);
  const button = screen.getByRole("button", { name: "Expand" });
  expect(button).toHaveAttribute("type", "button");
  expect(button.className).toBe("underline");
});
