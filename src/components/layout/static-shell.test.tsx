import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
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

it("index.html's static frame is what <AppShell> renders with no content", () => {
  const page = new DOMParser().parseFromString(indexHtml, "text/html");
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
});
