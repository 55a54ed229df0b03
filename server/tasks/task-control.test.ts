import { tasksApp } from "./tasks-test-kit.ts";
import { expectStatus } from "../../common/expect-status.ts";

let s: Awaited<ReturnType<typeof tasksApp>>;
beforeAll(async () => {
  s = await tasksApp();
});
afterAll(() => s.t.close());

const control = async (method: string, path: string, body?: unknown) => {
  const res = await s.t.app.request(`/__test/tasks${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

it("sets the phase time and holds and releases phases over HTTP", async () => {
  expect(await control("PUT", "/timing", { phase_ms: 0 })).toEqual({
    status: 200,
    body: { phase_ms: 0, held: [] },
  });
  expect((await control("POST", "/holds", { status: "Validating" })).body).toEqual({
    phase_ms: 0,
    held: ["Validating"],
  });
  const { body } = await s.create({ query: "price of BTC" });
  for (let status = "Queued"; status !== "Validating";) status = await s.next(body.id, status);
  expect((await control("DELETE", "/holds/Validating")).body.held).toEqual([]);
  await s.runtime.settled(body.id);
  expect((await s.status(body.id)).body.status).toBe("Completed");
});

it("rejects a phase that cannot be held and a bad phase time, naming the field", async () => {
  const hold = await control("POST", "/holds", { status: "Completed" });
  await expectStatus(hold, 400);
  expect(hold.body.error).toMatchObject({ details: { field: "status" } });
  const timing = await control("PUT", "/timing", { phase_ms: -1 });
  await expectStatus(timing, 400);
  expect(timing.body.error).toMatchObject({ details: { field: "phase_ms" } });
  expect((await control("DELETE", "/holds")).body).toEqual({ phase_ms: 0, held: [] });
});
