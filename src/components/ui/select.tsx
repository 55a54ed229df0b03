import type { Ref, SelectHTMLAttributes } from "react";
import { controlClasses, type ControlSize } from "./control";

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "size"> {
  size?: ControlSize;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with the control look; `<option>`s as children. As wide as its options; `className="w-full"` to fill. */
export function Select({ className, size, ...props }: SelectProps) {
  return <select className={controlClasses(size, className)} {...props} />;
}
