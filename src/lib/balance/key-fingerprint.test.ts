import { describe, expect, test } from "vitest";
import { keyFingerprint } from "./key-fingerprint";

describe("keyFingerprint", () => {
  test("one token per key, the same each time it is asked, and none for no key", () => {
    const first = keyFingerprint("sk-first-key-0001");
    const second = keyFingerprint("sk-second-key-0002");
    expect(first).not.toBe(second);
    expect(keyFingerprint("sk-first-key-0001")).toBe(first);
    expect(keyFingerprint(null)).toBe("no-key");
  });

  test("the token carries nothing of the key", () => {
    const key = "sk-live-abcdef0123456789";
    const token = keyFingerprint(key);
    expect(token).toMatch(/^key-\d+$/);
    for (let i = 0; i + 4 <= key.length; i++) expect(token).not.toContain(key.slice(i, i + 4));
  });
});
