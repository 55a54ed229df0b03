import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, inject, test } from "vitest";
import { renderApp } from "../../../app/test-app";
import { createTestAccount } from "../../../test/reference-service";

declare module "vitest" {
  export interface ProvidedContext {
    /** Set by server/testing/web-global-setup.ts. */
    toolSamples: Array<{ name: string; vertical: string; input: Record<string, unknown> }>;
  }
}

const samples = inject("toolSamples");

describe("every tool of the catalogue in the tool explorer", () => {
  test("covers the seven verticals' data tools", () => {
    expect(samples.length).toBeGreaterThanOrEqual(80);
    expect(new Set(samples.map((s) => s.vertical)).size).toBeGreaterThanOrEqual(6);
  });

  test.each(samples.map((s) => [s.name, s] as const))(
    "%s: its form takes the sample input and sends it",
    async (name, { vertical, input }) => {
      const account = await createTestAccount({ subscription_balance: 200, top_up_balance: 0 });
      const { network } = renderApp(`/tools/${name}?vertical=${vertical}`, { account });
      await screen.findByRole("button", { name: /^Execute/ });
      await userEvent.click(screen.getByRole("button", { name: "JSON" }));
      const editor = screen.getByRole("textbox", { name: "Input as JSON" });
      await userEvent.clear(editor);
      await userEvent.click(editor);
      await userEvent.paste(JSON.stringify(input));
      // Back to the form: it must hold the sample and send it from there.
      await userEvent.click(screen.getByRole("button", { name: "Form" }));
      await userEvent.click(screen.getByRole("button", { name: /^Execute/ }));
      const result = await screen.findByRole("region", { name: `${name} result` });
      expect(within(result).queryByText(/reported a failure/)).not.toBeInTheDocument();
      const [sent] = network.sentTo("/chat/v1/tools/execute");
      expect(((await sent?.json()) as { input: unknown }).input).toMatchObject(input);
    },
  );
});
