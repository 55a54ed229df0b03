import { test as base, expect, type Page } from "@playwright/test";
import { control, type AccountInit, type Control, type TestAccount } from "./control.ts";
import { seedStorage, storageKeys } from "./storage-kit.ts";

export { expect };

/** Stores an API key for a connection profile (for the tab) before the app's own scripts run. */
export async function signIn(page: Page, apiKey: string, profileId = "local"): Promise<void> {
  await seedStorage(page, "session", storageKeys.apiKey.key(profileId), apiKey, { once: true });
}

/** Chooses the persisted theme before the app loads. */
export async function useTheme(page: Page, theme: "light" | "dark" | "system"): Promise<void> {
  await seedStorage(page, "local", storageKeys.theme.key(), theme);
}

interface Fixtures {
  /** Balances and dialect of the `account` fixture; override with `test.use({ accountInit })`. */
  accountInit: AccountInit;
  /** Console errors matching one of these do not fail the test. */
  allowedConsoleErrors: RegExp[];
  account: TestAccount;
  control: Control;
  /** `page`, with the fresh account's key stored for the Local profile. */
  signedIn: Page;
}

/** PW_CPU_THROTTLE=4 runs every test's page on a CPU four times slower (Chromium's own throttling): a
 * test that depends on the machine's speed shows itself. Off by default. */
const cpuThrottle = Number(process.env.PW_CPU_THROTTLE ?? "1");

// Failed requests are logged by Chromium itself; tests of those states assert what the user sees.
const networkNoise = [/Failed to load resource/, /net::ERR_/];

export const test = base.extend<Fixtures>({
  accountInit: [{ subscription_balance: 5000, top_up_balance: 1250 }, { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from this pattern
  control: async ({}, use) => {
    await use(control);
  },
  account: async ({ accountInit }, use) => {
    await use(await control.createAccount(accountInit));
  },
  page: async ({ page }, use) => {
    if (cpuThrottle > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuThrottle });
    }
    await use(page);
  },
  signedIn: async ({ page, account }, use) => {
    await signIn(page, account.api_key);
    await use(page);
  },
  // Every page of every test fails on a CSP violation, an uncaught error or a console error.
  context: async ({ context, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    await context.exposeBinding("__e2eReportCsp", ({ page }, text: string) => {
      problems.push(`CSP violation on ${page.url()}: ${text}`);
    });
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { __e2eReportCsp?: (text: string) => void }).__e2eReportCsp;
        report?.(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
      });
    });
    context.on("weberror", (error) => problems.push(`Uncaught error: ${error.error().message}`));
    context.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if ([...networkNoise, ...allowedConsoleErrors].some((pattern) => pattern.test(text))) return;
      problems.push(`console.error: ${text}`);
    });
    await use(context);
    expect(problems, "problems reported by the browser").toEqual([]);
  },
});
