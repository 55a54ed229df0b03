import type { Ref, TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { controlClasses } from "./control";

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** JSON, a schema or other code: monospace, smaller text. */
  code?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Full width. */
export function Textarea({ className, code = false, ...props }: TextareaProps) {
  return (
    <textarea className={controlClasses(code ? "code" : "multiline", cn("w-full", className))} {...props} />
  );
}
