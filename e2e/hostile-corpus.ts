import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

interface HostilePayload {
  id: string;
  payload: string;
}

/** A summary made of `repeat` × `times`, `tail`, then `close` × `times`; or given whole as `markdown`. */
interface HostileSummary {
  id: string;
  repeat?: string;
  times?: number;
  tail?: string;
  close?: string;
  markdown?: string;
}

interface CorpusFile {
  flag: string;
  evilOrigin: string;
  payloads: HostilePayload[];
  schemas: {
    catastrophicPattern: string;
    catastrophicInput: string;
    depth: number;
    backtracking: { pattern: string; input: string }[];
  };
  summaries: HostileSummary[];
  shareLinks: { id: string; path: string; query: string }[];
}

// The very file the service's test-mode `hostile` tools serve, read without importing service code.
const file = JSON.parse(
  readFileSync(new URL("../server/tools/hostile/corpus.json", import.meta.url), "utf8"),
) as CorpusFile;

export const HOSTILE_PAYLOADS: readonly HostilePayload[] = file.payloads;
export const payload = (id: string): string => HOSTILE_PAYLOADS.find((p) => p.id === id)?.payload ?? id;
export const HOSTILE_SCHEMAS = file.schemas;
export const HOSTILE_SHARE_LINKS = file.shareLinks;

/** A hostile summary's markdown and the text at its bottom (what the reader must still see). */
export function hostileSummary(id: string): { markdown: string; tail: string } {
  const found = file.summaries.find((s) => s.id === id);
  if (!found) throw new Error(`no hostile summary ${id}`);
  const tail = found.tail ?? "";
  const times = found.times ?? 0;
  const markdown =
    found.markdown ?? `${(found.repeat ?? "").repeat(times)}${tail}${(found.close ?? "").repeat(times)}`;
  return { markdown, tail };
}

/**
 * Watches a page for what hostile content must never cause: a dialog, the window flag every payload
 * tries to set, a polluted Object.prototype, or a request anywhere but the dashboard and its chain.
 */
export function watchHostility(page: Page, baseURL: string) {
  const allowed = new Set([new URL(baseURL).origin]);
  if (process.env.CHAIN_URL) allowed.add(new URL(process.env.CHAIN_URL).origin);
  const dialogs: string[] = [];
  const strayRequests: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("request", (request) => {
    const url = request.url();
    const origin = url.startsWith("http") ? new URL(url).origin : url.slice(0, 40);
    if (!allowed.has(origin)) strayRequests.push(url.slice(0, 200));
  });
  return {
    async expectClean(): Promise<void> {
      const state = await page.evaluate((flag) => {
        const probe: Record<string, unknown> = {};
        return {
          flag: (window as unknown as Record<string, unknown>)[flag] ?? null,
          polluted: probe.polluted ?? null,
        };
      }, file.flag);
      expect(state, "no payload ran and Object.prototype is untouched").toEqual({
        flag: null,
        polluted: null,
      });
      expect(dialogs, "no dialog opened").toEqual([]);
      expect(strayRequests, "no request left for an unexpected origin").toEqual([]);
    },
  };
}
