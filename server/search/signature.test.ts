import { canonicalJson, planSignature } from "./signature.ts";
import type { PlanStep } from "./types.ts";

const steps: PlanStep[] = [
  { id: "s1", tool_name: "t", parameters: { b: 1, a: { y: [2, { d: 1, c: 0 }], x: null } }, reasoning: "r" },
];

describe("planSignature", () => {
  it("sorts keys at every level", () => {
    expect(canonicalJson({ b: 1, a: { y: [2, { d: 1, c: 0 }], x: null } })).toBe(
      '{"a":{"x":null,"y":[2,{"c":0,"d":1}]},"b":1}',
    );
  });

  it("is a sha256 hex string that ignores ids, reasoning and key order", () => {
    const sig = planSignature("crypto", steps);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    const reordered: PlanStep[] = [
      {
        id: "other",
        tool_name: "t",
        parameters: { a: { x: null, y: [2, { c: 0, d: 1 }] }, b: 1 },
        reasoning: "else",
      },
    ];
    expect(planSignature("crypto", reordered)).toBe(sig);
  });

  it("changes with the vertical, a tool or a parameter", () => {
    const sig = planSignature("crypto", steps);
    expect(planSignature("company", steps)).not.toBe(sig);
    expect(planSignature("crypto", [{ ...steps[0]!, tool_name: "u" }])).not.toBe(sig);
    expect(planSignature("crypto", [{ ...steps[0]!, parameters: { b: 2 } }])).not.toBe(sig);
  });
});
