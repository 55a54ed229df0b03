import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { anchors, checkDocs, pathOf } from "./docs-check.mjs";

const root = join(import.meta.dirname, "..");

describe("the docs hold", () => {
  it("every backticked repository path and every linked file and heading in README.md and docs/ exists", () => {
    expect(checkDocs(root)).toEqual([]);
  });
});

describe("the docs check", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "docs-check-"));
    mkdirSync(join(dir, "docs"));
    mkdirSync(join(dir, "server"));
    writeFileSync(join(dir, "server", "app.ts"), "");
    writeFileSync(join(dir, "package.json"), "{}");
    writeFileSync(join(dir, "docs", "b.md"), "# B\n\n## Invoice addresses\n\n## Invoice addresses\n");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const readme = (text) => writeFileSync(join(dir, "README.md"), text);

  it("passes paths and links that exist", () => {
    readme(
      "`server/app.ts`, `server/app.ts:12`, `package.json`, `server/**/*.ts`, `server/*.ts`, `src/features/<x>/`\n" +
        "[b](docs/b.md#invoice-addresses), [again](docs/b.md#invoice-addresses-1), [top](#title)\n\n# Title\n",
    );
    expect(checkDocs(dir)).toEqual([]);
  });

  it("fails on a dead path, a dead file link and a dead heading, naming the line", () => {
    readme(
      "# Title\n\n`server/chat/search-routes.ts` `server/*-routes.ts`\n[b](docs/c.md) [h](docs/b.md#gone)\n",
    );
    expect(checkDocs(dir)).toEqual([
      "README.md:3: `server/chat/search-routes.ts` does not exist",
      "README.md:3: `server/*-routes.ts` does not exist",
      "README.md:4: link to docs/c.md: no such file",
      'README.md:4: link to docs/b.md#gone: no heading "#gone" in docs/b.md',
    ]);
    readme("[spec](../shared/spec.md)\n");
    expect(checkDocs(dir)).toEqual([
      "README.md:1: link to ../shared/spec.md: outside the repository (a fresh clone has no such file)",
    ]);
  });

  it("reads no path inside fenced code, and names headings as GitHub does", () => {
    readme("```\n`server/gone.ts`\n```\n");
    expect(checkDocs(dir)).toEqual([]);
    expect([...anchors("# `npm test` on 2 cores\n## Team sandbox: one vs two\n")]).toEqual([
      "npm-test-on-2-cores",
      "team-sandbox-one-vs-two",
    ]);
    expect(pathOf("DATA_DIR/db")).toBeNull();
  });
});
