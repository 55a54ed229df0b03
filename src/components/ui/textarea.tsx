import type { Ref, TextareaHTMLAttributes } from "react";
import { controlClasses } from "./control";

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, ...props }: TextareaProps) {
  return <textarea className={controlClasses("multiline", className)} {...props} />;
}
