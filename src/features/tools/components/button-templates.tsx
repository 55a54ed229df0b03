import { useContext, type MouseEvent } from "react";
import type { IconButtonProps } from "@rjsf/utils";
import { Button } from "../../../components/ui/button";
import { FieldNameContext } from "../model/form-context";
import { focusNewItem } from "../model/focus-field";

type Props = IconButtonProps<unknown, Record<string, unknown>>;

/** rjsf's button ids end in `_<index>__remove` for an item's buttons: the index, 1-based, or null. */
function itemNumber(id: string | undefined): number | null {
  const match = id ? /_(\d+)__[A-Za-z]+$/.exec(id) : null;
  return match ? Number(match[1]) + 1 : null;
}

function textButton(text: string, variant: "secondary" | "ghost" | "danger", whose: "array" | "item") {
  return function TextButton({
    iconType: _i,
    icon: _c,
    uiSchema: _u,
    registry: _r,
    className,
    onClick,
    ...rest
  }: Props) {
    // Inside an array field the enclosing name is the array's ("holdings"): the buttons say which
    // array, and an item's buttons which item, so fifteen "Remove" buttons are not all alike.
    const field = useContext(FieldNameContext);
    const item = whose === "item" ? itemNumber(rest.id) : null;
    const context = [field, item === null ? "" : `item ${item}`].filter(Boolean).join(" ");
    const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
      const button = event.currentTarget;
      onClick?.(event);
      // rjsf leaves focus on Add: the new item's input takes it, so typing goes where it is seen.
      if (whose === "array") focusNewItem(button);
    };
    const label = context ? `${text} ${whose === "array" ? "to " : ""}${context}` : undefined;
    return (
      <Button
        {...rest}
        variant={variant}
        size="sm"
        aria-label={label}
        onClick={handleClick}
        className={className}
      >
        {text}
      </Button>
    );
  };
}

/** rjsf's own buttons are glyph-only (a Bootstrap 3 icon font we do not ship); ours say what they do. */
export const buttonTemplates = {
  AddButton: textButton("Add item", "secondary", "array"),
  CopyButton: textButton("Copy", "ghost", "item"),
  MoveDownButton: textButton("Move down", "ghost", "item"),
  MoveUpButton: textButton("Move up", "ghost", "item"),
  RemoveButton: textButton("Remove", "danger", "item"),
};
