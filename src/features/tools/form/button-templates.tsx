import type { IconButtonProps } from "@rjsf/utils";
import { buttonClasses } from "../../../components/ui/button";

type Props = IconButtonProps<unknown, Record<string, unknown>>;

function textButton(text: string, variant: "secondary" | "ghost" | "danger") {
  return function TextButton({
    iconType: _i,
    icon: _c,
    uiSchema: _u,
    registry: _r,
    className,
    ...rest
  }: Props) {
    return (
      <button type="button" {...rest} className={buttonClasses(variant, "sm", className)}>
        {text}
      </button>
    );
  };
}

/** rjsf's own buttons are glyph-only (a Bootstrap 3 icon font we do not ship); ours say what they do. */
export const buttonTemplates = {
  AddButton: textButton("Add item", "secondary"),
  CopyButton: textButton("Copy", "ghost"),
  MoveDownButton: textButton("Move down", "ghost"),
  MoveUpButton: textButton("Move up", "ghost"),
  RemoveButton: textButton("Remove", "danger"),
};
