import { expect, test, vi } from "vitest";
import { lazyComponent, moduleLoader } from "./module-loader";

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

test("a lazy component's failed preload is quiet, and the next request imports again", async () => {
  const Shown = () => null;
  const importModule = vi
    .fn<() => Promise<{ Shown: typeof Shown }>>()
    .mockRejectedValueOnce(new Error("offline"))
    .mockResolvedValue({ Shown });
  const { preload } = lazyComponent(importModule, (module) => module.Shown);

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  preload();
  await settle();
  expect(importModule).toHaveBeenCalledTimes(1);
  preload();
  await settle();
  expect(importModule).toHaveBeenCalledTimes(2);
  preload();
  expect(importModule).toHaveBeenCalledTimes(2);
});
