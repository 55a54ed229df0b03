import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cpuMs } from "../../common/cpu-time.ts";
import { isSafePattern } from "../../common/pattern-safety.ts";

describe("isSafePattern", () => {
  it("refuses a choice inside a repeat, backreferences, too many ways through or variable repeats", () => {
    for (const pattern of [
      "^(a+)+$",
      "(a|a)*$",
      "^(a|aa)+$",
      "^(a|b|ab)*c$",
      "(a|a){30}",
      "((a)?)*",
      "(?:a*b?)+",
      "(?=a|b)*x",
      "^(a)\\1$",
      "(a|b)".repeat(12),
      "^a*a*a*a*b$",
      "([a-z]",
    ]) {
      expect(isSafePattern(pattern), pattern).toBe(false);
    }
  });

  it("keeps the patterns real schemas use", () => {
    for (const pattern of [
      "^[a-z]+$",
      "^\\d{4}-\\d{2}-\\d{2}$",
      "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)$",
      "^#([0-9a-f]{3}){1,2}$",
      "^(\\+\\d{1,3})?\\d{10}$",
      "^0x[0-9a-fA-F]{40}$",
      "^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$",
      "^\\p{L}+$",
      `^(${Array.from({ length: 200 }, (_, i) => `C${i}`).join("|")})$`,
    ]) {
      expect(isSafePattern(pattern), pattern).toBe(true);
    }
  });

  // A kept pattern is at worst cubic, so 150-character inputs stay fast (figures: docs/performance.md).
  // Timed by CPU time (cpuMs): a fourth variable repeat, which the check refuses, takes some thirty
  // times a cubic one's CPU on the longest input.
  it("whatever it keeps runs fast on the inputs that blow up backtracking", () => {
    const atom = fc.constantFrom("a", "aa", "[ab]", "b", ".", "\\w", "a?", "a*", "a+", "(?:ab)+", "a{2,5}");
    const group = fc.array(atom, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(""));
    const alternation = fc
      .array(group, { minLength: 1, maxLength: 3 })
      .map((branches) => `(?:${branches.join("|")})`);
    const quantified = fc
      .tuple(
        fc.oneof(
          group.map((g) => `(?:${g})`),
          alternation,
        ),
        fc.constantFrom("", "*", "+", "?", "{3}", "{2,}"),
      )
      .map(([body, quantifier]) => body + quantifier);
    const pattern = fc
      .array(quantified, { minLength: 1, maxLength: 4 })
      .map((parts) => `^${parts.join("")}$`);
    fc.assert(
      fc.property(pattern, (source) => {
        if (!isSafePattern(source)) return;
        const regex = new RegExp(source, "u");
        for (const input of [`${"a".repeat(30)}!`, "ab".repeat(20), `${"a".repeat(150)}b!`]) {
          const started = cpuMs();
          regex.test(input);
          expect(cpuMs() - started, `${source} on ${input}`).toBeLessThan(100);
        }
      }),
      { numRuns: 300 },
    );
  });
});
