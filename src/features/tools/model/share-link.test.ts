import { expect, test } from "vitest";
import { sharedInput } from "./share-link";

test("a share link's input loses __proto__ and keeps the rest", () => {
  const params = new URLSearchParams(
    'vertical=crypto&input={"query":"x","__proto__":{"hasOwnProperty":null}}',
  );
  const input = sharedInput(params);
  expect(input).toEqual({ query: "x" });
  expect(Object.hasOwn(input ?? {}, "__proto__")).toBe(false);
});
