import { dottedPath, handoffState, readUseAsInput } from "./recipe-handoff";

describe("recipe hand-off", () => {
  const handoff = {
    vertical: "company",
    name: "secfilings_searchCompany",
    steps: [{ id: "step-1", tool_name: "secfilings_searchCompany", parameters: { query: "aspen power" } }],
    answers: { "step-1": { companies: [{ ticker: "ASPP" }] } },
    stepId: "step-1",
    path: dottedPath(["companies", 0, "ticker"]),
    value: "ASPP",
  };

  it("writes a viewer's path in the plan format's dotted form and reads its own state back", () => {
    expect(handoff.path).toBe("companies.0.ticker");
    expect(readUseAsInput(handoffState(handoff))).toEqual(handoff);
  });

  it("reads nothing from other navigation states or a malformed hand-off", () => {
    expect(readUseAsInput(null)).toBeNull();
    expect(readUseAsInput({ addTool: { toolName: "x" } })).toBeNull();
    expect(readUseAsInput({ useAsInput: { ...handoff, steps: [{ id: 1 }] } })).toBeNull();
    expect(readUseAsInput({ useAsInput: { ...handoff, path: undefined } })).toBeNull();
  });
});
