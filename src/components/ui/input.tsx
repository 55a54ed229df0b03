import type { InputHTMLAttributes, Ref } from "react";
import { cn } from "./cn";
import { controlClasses, type ControlSize } from "./control";

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  size?: ControlSize;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = "text", size, ...props }: InputProps) {
  return <input type={type} className={controlClasses(size, cn("w-full", className))} {...props} />;
}
