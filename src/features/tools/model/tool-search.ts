import { paths } from "../../../app/paths";

export interface Searchable {
  name: string;
  description: string;
}

/** Every word of the query must appear in the name or the description, in any case. */
export function filterTools<T extends Searchable>(tools: readonly T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tools];
  return tools.filter((tool) => {
    const text = `${tool.name}\n${tool.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Typing in a field must not trigger page shortcuts like "/". */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** A tool's page: the vertical travels along so the page asks one listing, not every vertical. */
export const toolPath = (tool: { name: string }, verticalId: string) =>
  paths.tool(tool.name, { vertical: verticalId });
