import { describe, expect, test } from "vitest";
import { readJsonInput } from "./json-text";

describe("readJsonInput", () => {
  test("an object is the body, exactly", () => {
    expect(readJsonInput('{"query":"summit","limit":2}')).toEqual({ body: { query: "summit", limit: 2 } });
  });

  test("a missing closing brace is reported at the end, with line and column", () => {
    const reading = readJsonInput('{"query":"summit",\n "limit":2');
    expect(reading).toEqual({ problem: { message: expect.any(String) as string, line: 2, column: 11 } });
  });

  test("a stray token is reported where it is", () => {
    const reading = readJsonInput('{\n  "a": x}');
    expect(reading).toMatchObject({ problem: { line: 2, column: 8 } });
    expect("problem" in reading && reading.problem.message).not.toMatch(/is not valid JSON|position/);
  });

  test("a value that is not an object is refused", () => {
    expect(readJsonInput("[1]")).toMatchObject({ problem: { message: /must be a JSON object/ } });
  });

  test("prototype keys are dropped by the safe parser", () => {
    expect(readJsonInput('{"__proto__":{"x":1},"q":"a"}')).toEqual({ body: { q: "a" } });
  });
});
