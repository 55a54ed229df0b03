// The tool form imports rjsf's components by their file paths (`@rjsf/core/lib/components/…`), because
// the package entry also loads a test registry that imports @rjsf/validator-ajv8, which is not
// installed (and compiles validators with `new Function`, which the CSP forbids). File paths are
// rjsf's layout, not its documented API: these tests fail, with the reason, when an upgrade moves them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";

const toolsDir = join(import.meta.dirname, "..", "src", "features", "tools");

/** Every `@rjsf/core/lib/…` path the tools feature's sources import (the form lives in its folders). */
function deepImports() {
  const found = new Set();
  const files = readdirSync(toolsDir, { recursive: true }).filter((name) => /\.tsx?$/.test(name));
  for (const file of files) {
    const text = readFileSync(join(toolsDir, file), "utf8");
    for (const match of text.matchAll(/from\s+["'](@rjsf\/core\/lib\/[^"']+)["']/g)) found.add(match[1]);
  }
  return [...found];
}

async function load(specifier) {
  try {
    return await import(specifier);
  } catch (error) {
    throw new Error(
      `${specifier} no longer loads (${error.code ?? error.message}). rjsf moved its files: find the ` +
        "component's new path in node_modules/@rjsf/core/lib, or import it from the package entry if that " +
        "no longer needs @rjsf/validator-ajv8.",
    );
  }
}

describe("rjsf components imported by file path", () => {
  test("the form imports Form by its file path (else this test has nothing to guard)", () => {
    expect(deepImports()).toContain("@rjsf/core/lib/components/Form.js");
  });

  test.each(deepImports())("%s loads and its default export is a component", async (specifier) => {
    const module = await load(specifier);
    expect(typeof module.default, `${specifier} no longer exports a component as default`).toBe("function");
  });

  test("Form renders a form with a labelled field", async () => {
    const { default: Form } = await load("@rjsf/core/lib/components/Form.js");
    const validator = {
      validateFormData: () => ({ errors: [], errorSchema: {} }),
      toErrorList: () => [],
      isValid: () => true,
      rawValidation: () => ({}),
    };
    const schema = { type: "object", properties: { city: { type: "string", title: "City" } } };
    const html = renderToStaticMarkup(createElement(Form, { schema, validator }));
    expect(html).toMatch(/^<form/);
    expect(html).toMatch(/<label[^>]*for="root_city"[^>]*>City<\/label>/);
  });

  test("the package entry still needs @rjsf/validator-ajv8 (when it stops, import Form from it)", async () => {
    const error = await import("@rjsf/core").then(
      () => null,
      (reason) => reason,
    );
    expect(error?.message ?? "the package entry loaded", "import Form from '@rjsf/core' now").toMatch(
      /@rjsf\/validator-ajv8/,
    );
  });
});
