import type { Plugin } from "vite";

/** Every module reached from `roots` through static imports, going only through modules `follow` takes. */
function closure(
  roots: string[],
  imports: (id: string) => readonly string[],
  follow: (id: string) => boolean,
) {
  const seen = new Set<string>(roots);
  const pending = [...roots];
  while (pending.length > 0) {
    for (const next of imports(pending.pop() as string)) {
      if (seen.has(next) || !follow(next)) continue;
      seen.add(next);
      pending.push(next);
    }
  }
  return seen;
}

export interface PageGroupOptions {
  /** The route module whose page the group serves, from the project root ("src/app/routes/tool.tsx"). */
  route: string;
  /** Modules the group leaves where they are (the shell, a chunk other pages share): project paths. */
  leave: (path: string) => boolean;
  /** A module id as a path from the project root. */
  projectPath: (id: string) => string;
}

/**
 * One chunk for a page's own first-render code: every module the route module reaches through static
 * imports, except those the entry already imports and those `leave` names (nor what is reached only
 * through them), computed from the module graph once it is complete (the
 * `buildEnd` hook, before chunks are made), so no list of files is kept by hand. The route module stays
 * a chunk of its own (the router imports it, and the server preloads it by name). The group's `test`
 * goes in `codeSplitting.groups`.
 */
export function pageGroup(options: PageGroupOptions): { plugin: Plugin; test: (id: string) => boolean } {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: "page-group",
    apply: "build",
    buildEnd() {
      members.clear();
      const root = [...this.getModuleIds()].find((id) => options.projectPath(id) === options.route);
      if (root === undefined) {
        this.error(`page group: ${options.route} is not in the build`);
        return;
      }
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      // What the entry imports is every page's already: it stays with the entry.
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry === true);
      const loadedByEntry = closure(entries, imports, () => true);
      const own = (id: string) => !loadedByEntry.has(id) && !options.leave(options.projectPath(id));
      for (const id of closure([root], imports, own)) if (id !== root) members.add(id);
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
