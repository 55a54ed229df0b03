import { createNotifier } from "./notifier";
import { useStoredValue } from "./stored-value";

export type ToastTone = "info" | "success" | "error";

export interface Toast {
  id: number;
  tone: ToastTone;
  title: string;
  description?: string;
}

const MAX_TOASTS = 4;
const changes = createNotifier();
let toasts: readonly Toast[] = [];
let nextId = 1;

function emit(next: readonly Toast[]) {
  toasts = next;
  changes.notify();
}

/** Shows a toast; returns its id. Only the query/mutation caches should call this for errors. */
export function showToast(toast: Omit<Toast, "id">): number {
  const id = nextId++;
  // An identical toast already on screen (e.g. several queries failing with one cause) is not repeated.
  const duplicate = toasts.find((t) => t.title === toast.title && t.description === toast.description);
  if (duplicate) return duplicate.id;
  emit([...toasts, { ...toast, id }].slice(-MAX_TOASTS));
  return id;
}

export function dismissToast(id: number): void {
  emit(toasts.filter((toast) => toast.id !== id));
}

export function clearToasts(): void {
  emit([]);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export const subscribeToasts = changes.subscribe;

export function useToasts(): readonly Toast[] {
  return useStoredValue({ subscribe: subscribeToasts, get: getToasts });
}
