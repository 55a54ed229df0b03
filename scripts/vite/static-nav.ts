import type { IndexHtmlTransformHook, Plugin } from "vite";

export interface StaticNavOptions {
  /** The main navigation's entries in order (`navigation` of `src/app/paths.ts`). */
  entries: ReadonlyArray<{ label: string; path: string }>;
}

const TEMPLATE = /^([ \t]*)<template data-nav-item>\n([\s\S]*?)\n[ \t]*<\/template>[ \t]*$/m;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Writes one entry of index.html's static navigation per `nav` row of the route table, from the
 * `<template data-nav-item>` that index.html holds (`{path}` and `{label}` filled in), so the frame
 * painted before any script runs never lists pages by hand. Each copy keeps the template's markup and
 * sits at the template's own indentation, so the page is written as it would be by hand.
 */
export function staticNav(options: StaticNavOptions): Plugin {
  const handler: IndexHtmlTransformHook = (html) => {
    const template = TEMPLATE.exec(html);
    if (!template) throw new Error("index.html has no <template data-nav-item> for the static navigation");
    const [whole, indent = "", body = ""] = template;
    const lines = body.split("\n");
    const depth = Math.min(
      ...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length),
    );
    const entry = lines.map((line) => (line.trim() ? indent + line.slice(depth) : line)).join("\n");
    const entries = options.entries.map(({ label, path }) =>
      entry.replaceAll("{path}", escapeHtml(path)).replaceAll("{label}", escapeHtml(label)),
    );
    return html.replace(whole, () => entries.join("\n"));
  };
  return { name: "static-nav", transformIndexHtml: { order: "pre", handler } };
}
