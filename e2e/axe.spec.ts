import { axeViolations, expectNoA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// The check every page's accessibility rests on: it must see violations, on a page's second scan too.
test("the axe check names the violations on a page, again on a later scan, and passes once they are fixed", async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Probe</title></head><body><main>
    <h1>Probe</h1>
    <img id="picture" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p id="faint" style="color:#777;background:#888">Barely readable</p>
  </main></body></html>`);
  const ids = async () => (await axeViolations(page)).map((violation) => violation.id).sort();
  expect(await ids()).toEqual(["color-contrast", "image-alt"]);
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/image-alt[\s\S]*#picture/);

  await page.locator("#picture").evaluate((img) => img.setAttribute("alt", "A dot"));
  expect(await ids()).toEqual(["color-contrast"]);
  await page.locator("#faint").evaluate((p) => ((p as HTMLElement).style.color = "#000"));
  await expectNoA11yViolations(page);
});
