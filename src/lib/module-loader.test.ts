import { expect, test, vi } from "vitest";
import { moduleLoader } from "./module-loader";

test("imports once, keeps the export, and asks again only after a failure", async () => {
  const importModule = vi
    .fn<() => Promise<{ value: number }>>()
    .mockRejectedValueOnce(new Error("offline"))
    .mockResolvedValue({ value: 7 });
  const loader = moduleLoader(importModule, (module) => module.value);

  await expect(loader.load()).rejects.toThrow("offline");
  expect(loader.loaded()).toBeUndefined();
  expect(await loader.load()).toBe(7);
  expect(loader.loaded()).toBe(7);
  expect(await loader.load()).toBe(7);
  expect(importModule).toHaveBeenCalledTimes(2);
});
