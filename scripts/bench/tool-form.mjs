// Choosing a 50-field tool in the finder (Enter on the search box) until its last field is enabled
// and painted: once cold (first form on the page) and once warm (another tool, same session).
// The name is typed a key at a time, as a person types it: the page uses that time (the runner is
// fetched and run once when the search box gets focus), and a bench that pasted the name and pressed
// Enter in the same millisecond would measure a user nobody is. BENCH_TYPING_MS=0 pastes instead.
//
// Each choice is timed beside a reference on the same page, taken right before it with the same timer:
// a key press that adds 50 plain labelled inputs. The budgets are on the ratio of the two, so a slower
// or busier host moves both and the verdict stays (docs/performance.md, "Budgets as ratios").
import { settled, signedInPage } from "./browser.mjs";
import { addTools, fiftyFieldTool } from "./fake-tools.mjs";
import { armTimer, ratio, readTimer, reference, REFERENCE_FIELDS } from "./in-page.mjs";
import { median, repeat } from "./repeat.mjs";

const LAST_FIELD = "#root_f49";
// A fast typist: about 150 words a minute.
const TYPING_MS = Number(process.env.BENCH_TYPING_MS ?? 80);

/** @param {import("@playwright/test").Page} page */
async function choose(page, name) {
  const search = page.getByRole("combobox", { name: "Search tools" });
  if (TYPING_MS > 0) {
    await search.click();
    await search.clear();
    await search.pressSequentially(name, { delay: TYPING_MS });
  } else {
    await search.fill(name);
  }
  await page.getByText(/^1 of \d+ tools$/).waitFor();
  await armTimer(page, "keydown", LAST_FIELD);
  await search.press("Enter");
  return readTimer(page);
}

export async function measureToolForm({ browser, stack }) {
  const samples = await repeat(() => once(browser, stack));
  return {
    figures: {
      "form.choose.ms": median(samples.map((s) => s.cold.painted)),
      "form.switch.ms": median(samples.map((s) => s.warm.painted)),
      "form.reference.ms": median(samples.flatMap((s) => [s.coldReference.painted, s.warmReference.painted])),
      "form.choose.ratio": median(samples.map((s) => ratio(s.cold.painted, s.coldReference.painted))),
      "form.switch.ratio": median(samples.map((s) => ratio(s.warm.painted, s.warmReference.painted))),
    },
    detail: {
      samples,
      note:
        "median; ms from the Enter keydown to the last field enabled (ready) and painted; ratio: that over " +
        `the reference taken just before it (a key press adding ${REFERENCE_FIELDS} labelled inputs)`,
      typingMsPerKey: TYPING_MS,
    },
  };
}

/** One sample: a fresh account and page, the first tool (cold) then another after back (warm). */
export async function once(browser, stack) {
  const { api_key } = await stack.createAccount();
  const { context, page } = await signedInPage(browser, stack.url, api_key);
  try {
    await addTools(page, [fiftyFieldTool("bench_fifty_a"), fiftyFieldTool("bench_fifty_b")]);
    await page.goto("/tools");
    await settled(page);
    const coldReference = await reference(page);
    const cold = await choose(page, "bench_fifty_a");
    // Client-side back keeps the loaded chunks and the cached listing, as a user switching would.
    await page.goBack();
    const warmReference = await reference(page);
    const warm = await choose(page, "bench_fifty_b");
    return { cold, warm, coldReference, warmReference };
  } finally {
    await context.close();
  }
}
