import { JSON_EDITOR_ID } from "../components/json-editor";
import { pathKey } from "./optional-modes";

const CONTROLS = "input, select, textarea";

/** The field's own controls: not those of fields nested inside it. */
export function ownControls(field: Element): HTMLElement[] {
  return [...field.querySelectorAll<HTMLElement>(CONTROLS)].filter(
    (control) => control.closest("[data-field]") === field,
  );
}

/** The rendered field for a path, or the nearest enclosing one that is rendered. */
export function fieldElement(root: ParentNode, path: readonly string[]): Element | null {
  for (let length = path.length; length >= 0; length--) {
    const key = pathKey(path.slice(0, length)).replace(/["\\]/g, "\\$&");
    const found = root.querySelector(`[data-field="${key}"]`);
    if (found) return found;
  }
  return null;
}

/** Moves focus to where an issue can be fixed: its field in the form, else the JSON editor. */
export function focusIssue(path: readonly string[]): void {
  const editor = document.getElementById(JSON_EDITOR_ID);
  if (editor) return editor.focus();
  const field = fieldElement(document, path);
  const control = field
    ? (ownControls(field)[0] ?? field.querySelector<HTMLElement>(`${CONTROLS}, button`))
    : null;
  control?.focus();
}

/** An id for the summary's links: the field's control id as rjsf makes it. */
export const fieldAnchor = (path: readonly string[]) => ["root", ...path].join("_");

const ITEMS = ":scope > .array-item-list > *";
const NEW_ITEM_FRAMES = 30;

/**
 * After Add item: once the array (the button's fieldset) has one more item, focus that item's first
 * control. The item appears after rjsf's state update and ours, so this waits a few frames for it.
 */
export function focusNewItem(addButton: HTMLElement): void {
  const array = addButton.closest("fieldset");
  if (!array) return;
  const before = array.querySelectorAll(ITEMS).length;
  let frames = 0;
  const look = () => {
    const items = array.querySelectorAll(ITEMS);
    const added = items.length > before ? items[items.length - 1] : undefined;
    const control = added?.querySelector<HTMLElement>(`${CONTROLS}, button`);
    if (control) return control.focus();
    if (++frames < NEW_ITEM_FRAMES) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
