// The shell chunk against its rule (src/app/speed/shell-chunk.ts), and the rule against the tree: the
// first page loads only what the rule names, and the rule names only what exists.
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import * as shell from "../src/app/speed/shell-chunk.ts";
import { buildProblems, ruleProblems } from "./check-build.mjs";

// A build as check-build.mjs reads it: what passes, and one change per test that must not.
const shellChunk = () => ({
  file: "assets/shell-a.js",
  name: "shell",
  bytes: 180_000,
  modules: [
    "node_modules/react/index.js",
    "node_modules/react-router/dist/development/chunk-x.mjs",
    "node_modules/@tanstack/query-core/build/modern/query.js",
    "node_modules/valibot/dist/index.mjs",
    "src/app/paths.ts",
    "common/plain-object.ts",
    "common/production-verticals.ts",
    "src/lib/http.ts",
    "src/lib/plain-markdown-stub.tsx",
    "src/components/ui/button.tsx",
  ],
});
const runner = () => ({
  file: "assets/tool-runner-b.js",
  name: "tool-runner",
  bytes: 90_000,
  modules: [
    "node_modules/@rjsf/core/lib/components/Form.js",
    "src/features/tools/components/tool-runner.tsx",
  ],
});
const runtime = { file: "assets/rolldown-runtime-c.js", name: "rolldown-runtime", bytes: 600, modules: null };
const good = () => [shellChunk(), runner(), runtime];

describe("buildProblems", () => {
  test("a build that keeps the rules has none", () => {
    expect(buildProblems(good(), shell)).toEqual([]);
  });

  test("markdown-to-jsx in any chunk", () => {
    const build = good();
    build[1].modules.push("node_modules/markdown-to-jsx/dist/react.js");
    expect(buildProblems(build, shell)).toEqual([
      expect.stringMatching(/tool-runner-b\.js holds markdown-to-jsx/),
    ]);
  });

  test("the stub missing: the alias no longer applies", () => {
    const build = good();
    build[0].modules = build[0].modules.filter((path) => !path.includes("plain-markdown-stub"));
    expect(buildProblems(build, shell)).toEqual([expect.stringMatching(/plain-markdown-stub\.tsx/)]);
  });

  test("no rjsf in the build: the markdown check would prove nothing", () => {
    const build = good();
    build[1].modules = build[1].modules.filter((path) => !path.includes("@rjsf"));
    expect(buildProblems(build, shell)).toEqual([expect.stringMatching(/no chunk holds @rjsf\/core/)]);
  });

  test("a later page's package dragged into the shell", () => {
    const build = good();
    build[0].modules.push("node_modules/viem/_esm/utils/unit/formatUnits.js");
    expect(buildProblems(build, shell)).toEqual([
      expect.stringMatching(/shell holds node_modules\/viem.*later/),
    ]);
  });

  test("a package the rule does not name in the shell", () => {
    const build = good();
    build[0].modules.push("node_modules/zod/index.js");
    expect(buildProblems(build, shell)).toEqual([
      expect.stringMatching(/zod\/index\.js, which .* does not name/),
    ]);
  });

  test("a feature's module in the shell", () => {
    const build = good();
    build[0].modules.push("src/features/balance/api/get-balance.ts");
    expect(buildProblems(build, shell)).toEqual([
      expect.stringMatching(/get-balance\.ts, which only a later page/),
    ]);
  });

  test("a module the rule names outside the shell", () => {
    const build = good();
    build[1].modules.push("src/components/ui/dialog.tsx");
    expect(buildProblems(build, shell)).toEqual([
      "src/components/ui/dialog.tsx belongs in the shell by the rule, but it is in assets/tool-runner-b.js",
    ]);
  });

  test("an allowance in shellChunk.imported that the shell no longer needs", () => {
    const build = good();
    build[0].modules = build[0].modules.filter((path) => !path.includes("react-router"));
    expect(buildProblems(build, shell)).toEqual([expect.stringMatching(/imported names react-router/)]);
  });

  test("no shell chunk, no source maps, a large chunk without a map", () => {
    expect(buildProblems([runner(), runtime], shell)).toContainEqual(
      expect.stringMatching(/one "shell" chunk, found 0/),
    );
    expect(buildProblems([{ ...runtime, bytes: 50_000 }], shell)).toEqual([
      expect.stringMatching(/no source maps/),
    ]);
    expect(buildProblems([...good(), { ...runtime, bytes: 50_000 }], shell)).toEqual([
      expect.stringMatching(/50000 bytes\) has no source map/),
    ]);
  });
});

describe("the rule in src/app/speed/shell-chunk.ts", () => {
  test("names only folders, files and packages that exist", () => {
    expect(ruleProblems(shell)).toEqual([]);
    const moved = {
      ...shell,
      shellChunk: { ...shell.shellChunk, folders: [...shell.shellChunk.folders, "src/lib/gone"] },
    };
    expect(ruleProblems(moved)).toEqual(["shellChunk.folders names src/lib/gone, which does not exist"]);
  });

  test("never puts what it lists as later in the shell", () => {
    const widened = {
      ...shell,
      shellChunk: { ...shell.shellChunk, packages: [...shell.shellChunk.packages, "viem"] },
    };
    expect(ruleProblems(widened)).toEqual([expect.stringMatching(/puts node_modules\/viem\/.* later/)]);
  });

  test("is the bundler's test: the shell's folders and packages, not the exceptions", () => {
    const { inShell } = shell;
    expect(inShell(join(process.cwd(), "src/lib/http.ts"))).toBe(true);
    expect(inShell(join(process.cwd(), "src/lib/wagmi/config.ts"))).toBe(false);
    expect(inShell(join(process.cwd(), "src/lib/safe-patterns.ts"))).toBe(false);
    expect(inShell(join(process.cwd(), "node_modules/valibot/dist/index.mjs"))).toBe(true);
    expect(inShell(join(process.cwd(), "node_modules/some-package/src/lib/x.js"))).toBe(false);
    expect(inShell(join(process.cwd(), "src/features/search/search-page.tsx"))).toBe(false);
  });
});
