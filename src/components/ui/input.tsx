import type { InputHTMLAttributes, Ref } from "react";
import { cn } from "./cn";
import { controlClasses, type ControlSize } from "./control";

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
}

/** Full width by default; narrow one with `max-w-*` in `className` (`cn` joins, so `w-*` would not win over `w-full`). */
export function Input({ className, type = "text", size, ...props }: InputProps) {
  return <input type={type} className={controlClasses(size, cn("w-full", className))} {...props} />;
}
