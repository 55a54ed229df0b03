import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, test } from "vitest";
import { RequestPreview } from "./request-preview";
import { useToolInput } from "../hooks/use-tool-input";
import type { JsonSchema } from "../model/json-schema";
import { FEATURE_SCHEMAS } from "../model/schema-fixtures";
import { ToolForm } from "./tool-form";

function Harness({ name, schema }: { name: string; schema: JsonSchema }) {
  const input = useToolInput(name, schema, null);
  return (
    <>
      <ToolForm
        toolName={name}
        schema={schema}
        formData={input.formData}
        modes={input.modes}
        issues={input.shownIssues}
        onChange={input.setFormData}
        onModeChange={input.setMode}
      />
      <RequestPreview toolName={name} body={input.body} />
    </>
  );
}

const sent = () =>
  JSON.parse(screen.getByLabelText("Request body preview").textContent ?? "{}") as {
    input: Record<string, unknown>;
  };
// Nested fields name their enclosing field too ("min, in price"); these tests find them by their own name.
const own = (name: string) => new RegExp(`^${name.replace(/[$^.*+?()[\]{}|\\]/g, "\\$&")}(, in .+)?$`);
const box = (name: string) => screen.getByRole("textbox", { name: own(name) });
const sendModeSelect = (field: string) => screen.getByRole("combobox", { name: `What to send for ${field}` });

async function chooseSendMode(field: string, choice: string) {
  await userEvent.selectOptions(sendModeSelect(field), choice);
}

// The catalog's features (server/tools/schema-features.ts); the browser may not import server code.
const CATALOG_FEATURES = [
  "required",
  "enum",
  "integer-min-max",
  "number",
  "boolean",
  "default",
  "format-date",
  "format-email",
  "format-uri",
  "pattern",
  "nested-object",
  "array-of-primitives",
  "array-of-objects",
  "oneOf",
  "anyOf",
  "nullable-type-array",
  "nullable-anyOf",
  "$ref",
  "$defs",
];

const checks: Record<string, () => Promise<void> | void> = {
  required: () => expect(box("Query")).toBeRequired(),
  enum: () => expect(screen.getByRole("combobox", { name: "vsCurrency" })).toHaveDisplayValue("usd"),
  "integer-min-max": () => expect(box("limit")).toHaveValue("10"),
  number: () => expect(box("amount")).toHaveAttribute("inputmode", "decimal"),
  boolean: () => expect(screen.getByRole("checkbox", { name: "includeEps" })).not.toBeChecked(),
  default: () => expect(sent().input).toEqual({ sortBy: "revenue" }),
  "format-date": () => expect(screen.getByLabelText(/^filedAfter/)).toHaveAttribute("type", "date"),
  "format-email": () => expect(box("email")).toHaveAttribute("type", "email"),
  "format-uri": () => expect(box("url")).toHaveAttribute("type", "url"),
  pattern: async () => {
    await userEvent.type(box("address"), "0x12");
    expect(
      await screen.findByText("Not in the expected form (pattern ^0x[0-9a-fA-F]{40}$)"),
    ).toBeInTheDocument();
  },
  "nested-object": () => expect(screen.getByRole("combobox", { name: own("field") })).toBeInTheDocument(),
  "array-of-primitives": () =>
    expect(screen.getByRole("button", { name: /^Add item to / })).toBeInTheDocument(),
  "array-of-objects": async () => {
    await userEvent.type(box("coinId"), "bitcoin");
    await userEvent.type(box("amount"), "0.25");
    expect(sent().input).toEqual({ holdings: [{ coinId: "bitcoin", amount: 0.25 }] });
  },
  oneOf: async () => {
    const shape = screen.getByRole("combobox", { name: "Shape" });
    expect(
      within(shape)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["By ticker", "By CIK"]);
    await userEvent.selectOptions(shape, "By CIK");
    expect(box("CIK")).toBeInTheDocument();
  },
  anyOf: () => expect(screen.getByRole("combobox", { name: "Shape" })).toBeInTheDocument(),
  "nullable-type-array": async () => {
    // A number box, not a two-way dropdown; null is one of the optional-field choices.
    expect(screen.queryByRole("combobox", { name: "Shape" })).toBeNull();
    await chooseSendMode("maxPriceUsd", "Send null");
    expect(screen.getByText("Sent as null.")).toBeInTheDocument();
    expect(sent().input).toEqual({ maxPriceUsd: null });
  },
  "nullable-anyOf": async () => {
    expect(screen.queryByRole("combobox", { name: "Shape" })).toBeNull();
    await chooseSendMode("label", "Send empty string");
    expect(sent().input).toEqual({ label: "" });
  },
  $ref: async () => {
    await userEvent.type(box("min"), "-1.50");
    expect(box("min")).toHaveValue("-1.50");
    expect(sent().input).toEqual({ range: { min: -1.5 } });
  },
  $defs: async () => {
    await userEvent.type(box("min"), "7");
    expect(sent().input).toEqual({ employees: { min: 7 } });
  },
};

describe("the tool form renders every schema feature of the catalog", () => {
  test("there is a fixture and a check for each feature", () => {
    expect(Object.keys(FEATURE_SCHEMAS).sort()).toEqual([...CATALOG_FEATURES].sort());
    expect(Object.keys(checks).sort()).toEqual([...CATALOG_FEATURES].sort());
  });

  for (const feature of CATALOG_FEATURES) {
    test(feature, async () => {
      const schema = FEATURE_SCHEMAS[feature];
      if (!schema) throw new Error(`no fixture for ${feature}`);
      render(<Harness name={`fixture_${feature}`} schema={schema} />);
      await checks[feature]?.();
    });
  }
});

test("an optional field left empty is absent from the body, and the user sees that", async () => {
  const schema = FEATURE_SCHEMAS["nullable-anyOf"] ?? {};
  render(<Harness name="fixture_empty" schema={schema} />);
  expect(screen.getByText("Optional fields left empty are left out of the request.")).toBeInTheDocument();
  expect(sent().input).toEqual({});
  await userEvent.type(box("label"), "cold");
  expect(sent().input).toEqual({ label: "cold" });
  await chooseSendMode("label", "Leave out");
  expect(screen.getByText("Left out of the request.")).toBeInTheDocument();
  expect(sent().input).toEqual({});
});

test("the optional-field choice is a native select, there with its field, and it changes what is sent", async () => {
  const schema = FEATURE_SCHEMAS["nullable-anyOf"] ?? {};
  render(<Harness name="fixture_select" schema={schema} />);
  // There with the fields, in the same render.
  const select = sendModeSelect("label");
  expect(box("label")).toBeEnabled();
  expect(select).toHaveDisplayValue("Send the value");
  expect(
    within(select)
      .getAllByRole("option")
      .map((option) => option.textContent),
  ).toEqual(["Send the value", "Leave out", "Send null", "Send empty string"]);
  expect(sent().input).toEqual({});

  await userEvent.selectOptions(select, "Send empty string");
  expect(select).toHaveDisplayValue("Send empty string");
  expect(sent().input).toEqual({ label: "" });
  await userEvent.selectOptions(select, "Send the value");
  expect(sent().input).toEqual({});
});

test("an unsent field keeps its error in sight: null where the schema wants a string", async () => {
  const schema: JsonSchema = { type: "object", properties: { note: { type: "string" } } };
  render(<Harness name="fixture_unsent_error" schema={schema} />);
  await chooseSendMode("note", "Send null");
  expect(sent().input).toEqual({ note: null });
  // The CSS hides an unsent field's children except those marked data-keep (FieldTemplate).
  const field = screen.getByText("Sent as null.").closest("[data-field]");
  const error = within(field as HTMLElement).getByText("Must be string");
  expect(error.closest("[data-keep]")?.parentElement).toBe(field);
});

test("a checkbox left out keeps its name on screen and in its choice's label", async () => {
  render(<Harness name="fixture_boolean" schema={FEATURE_SCHEMAS.boolean ?? {}} />);
  await chooseSendMode("includeEps", "Leave out");
  expect(sendModeSelect("includeEps")).toHaveDisplayValue("Leave out");
  // The checkbox (and the label inside it) is hidden; the name stays in the label row.
  const row = sendModeSelect("includeEps").parentElement as HTMLElement;
  expect(within(row).getByText("includeEps")).toBeInTheDocument();
  expect(screen.getByText("Left out of the request.")).toBeInTheDocument();
  expect(sent().input).toEqual({});
});

test("switching a Shape away and back brings back what was typed in each", async () => {
  render(<Harness name="fixture_shapes" schema={FEATURE_SCHEMAS.oneOf ?? {}} />);
  await userEvent.type(box("Ticker"), "AAPL");
  const shape = screen.getByRole("combobox", { name: "Shape" });
  await userEvent.selectOptions(shape, "By CIK");
  expect(box("CIK")).toHaveValue("");
  await userEvent.type(box("CIK"), "0000320193");
  await userEvent.selectOptions(shape, "By ticker");
  expect(box("Ticker")).toHaveValue("AAPL");
  expect(sent().input).toEqual({ company: { ticker: "AAPL" } });
  await userEvent.selectOptions(shape, "By CIK");
  expect(box("CIK")).toHaveValue("0000320193");
  expect(sent().input).toEqual({ company: { cik: "0000320193" } });
});

test("fields and array buttons are named with their enclosing field; Add item starts empty text and takes focus", async () => {
  const schema: JsonSchema = {
    type: "object",
    properties: {
      employees: { $ref: "#/$defs/range" },
      foundedYear: { $ref: "#/$defs/range" },
      tags: { type: "array", items: { type: "string" } },
    },
    $defs: { range: { type: "object", properties: { min: { type: "integer" }, max: { type: "integer" } } } },
  };
  render(<Harness name="fixture_names" schema={schema} />);
  expect(screen.getByRole("textbox", { name: "min, in employees" })).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "min, in foundedYear" })).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "max, in foundedYear" })).toBeInTheDocument();

  await userEvent.click(screen.getByRole("button", { name: "Add item to tags" }));
  await userEvent.click(screen.getByRole("button", { name: "Add item to tags" }));
  await waitFor(() => expect(document.activeElement?.id).toBe("root_tags_1"));
  await userEvent.keyboard("ruby");
  expect(screen.getByRole("button", { name: "Remove tags item 1" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Remove tags item 2" })).toBeInTheDocument();
  expect(sent().input).toEqual({ tags: ["", "ruby"] });
});
