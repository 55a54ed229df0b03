import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { resolveConfig, type IndexHtmlTransformHook } from "vite";
import { expect, it } from "vitest";
import indexHtml from "../../../index.html?raw";
import { AppShell } from "./app-shell";

// index.html paints the empty frame before any script runs and React then replaces it. If the two
// differ, the page jumps on load: this compares them element by element.
function canonical(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() || null;
  if (!(node instanceof Element)) return null;
  const attributes = [...node.attributes]
    .filter((attribute) => attribute.name !== "data-discover")
    .map((attribute) => `${attribute.name}=${attribute.value.trim().split(/\s+/).join(" ")}`)
    .sort();
  const children = [...node.childNodes].map(canonical).filter((child) => child !== null);
  return { tag: node.tagName.toLowerCase(), attributes, children };
}

/** index.html as the dev server and the build serve it: through vite.config.ts's own HTML transforms. */
async function servedIndexHtml(): Promise<string> {
  const config = await resolveConfig({ configFile: "vite.config.ts", logLevel: "silent" }, "build");
  let html = indexHtml;
  for (const plugin of config.plugins) {
    const hook = plugin.transformIndexHtml;
    if (!hook) continue;
    const handler: IndexHtmlTransformHook = typeof hook === "function" ? hook : hook.handler;
    const result = await handler.call({} as ThisParameterType<IndexHtmlTransformHook>, html, {
      path: "/index.html",
      filename: "index.html",
    });
    if (typeof result === "string") html = result;
    else if (result && !Array.isArray(result)) html = result.html;
  }
  return html;
}

it("index.html's static frame, its navigation written from the route table, is what <AppShell> renders with no content", async () => {
  const page = new DOMParser().parseFromString(await servedIndexHtml(), "text/html");
  const staticFrame = page.getElementById("root");
  const { container } = render(
    <MemoryRouter initialEntries={["/"]}>
      <AppShell>{null}</AppShell>
    </MemoryRouter>,
  );
  expect(staticFrame?.children).toHaveLength(1);
  expect(canonical(staticFrame?.firstElementChild as Node)).toEqual(
    canonical(container.firstElementChild as Node),
  );
}, 30_000);

it("index.html lists no page by hand: its navigation holds only the template the build fills in", () => {
  const page = new DOMParser().parseFromString(indexHtml, "text/html");
  const list = page.querySelector('nav[aria-label="Main"] ul');
  const entries = [...(list?.children ?? [])].map((child) => [
    child.tagName.toLowerCase(),
    child.hasAttribute("data-nav-item"),
  ]);
  expect(entries).toEqual([["template", true]]);
});
