import { downloadText } from "../../../components/result-viewer/download";

/** JSON with bigints as digit strings (credits never pass through a float). */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v), 2);
}

/** Saves `value` as a .json file. */
export function downloadJson(fileName: string, value: unknown): void {
  downloadText(toJson(value), fileName, "application/json");
}
