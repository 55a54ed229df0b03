import { describe, expect, it } from "vitest";
import { callRecordKeys } from "./call-record-keys";
import { callRecordQueries } from "./call-record-queries";

describe("callRecordKeys", () => {
  it("names the same cache entry as callRecordQueries, under the key its invalidation covers", () => {
    expect(callRecordKeys.list("p1")).toEqual(callRecordQueries.list("p1").queryKey);
    expect(callRecordKeys.list("p1", { from: 1, to: 2 })).toEqual(
      callRecordQueries.list("p1", { from: 1, to: 2 }).queryKey,
    );
    expect(callRecordKeys.list("p1").slice(0, 1)).toEqual(callRecordQueries.all());
  });
});
