import { afterEach, describe, expect, it, vi } from "vitest";
import themeScript from "../../../public/theme.js?raw";
import { applyTheme } from "./theme";
import { storageKeys } from "../../lib/storage-keys";
import { storedText } from "../../lib/storage-test-kit";

// public/theme.js sets the class before the first paint; applyTheme() owns it afterwards. They must
// agree for every stored choice and system preference, or the page would flip once the bundle runs.
function fakeSystemDark(dark: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({ matches: dark && query === "(prefers-color-scheme: dark)", media: query })),
  );
}

const runScript = () => {
  // The test runs the file as the browser does: a classic script in the page's global scope.
  // (new Function, not a <script> element: jsdom would run that against its own matchMedia, not the stub.)
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the file under test, loaded as text
  const run = new Function(themeScript) as () => void;
  run();
};
const isDark = () => document.documentElement.classList.contains("dark");

afterEach(() => {
  vi.unstubAllGlobals();
  storedText.clear("local");
  document.documentElement.classList.remove("dark");
});

describe("the pre-paint theme script", () => {
  it("reads the theme key of the registry (it cannot import it: it runs before any module)", () => {
    expect(themeScript).toContain(JSON.stringify(storageKeys.theme.key()));
  });

  for (const stored of [null, "system", "light", "dark", "not-a-choice"])
    for (const systemDark of [false, true])
      it(`agrees with applyTheme for a stored ${String(stored)} on a ${systemDark ? "dark" : "light"} system`, () => {
        fakeSystemDark(systemDark);
        if (stored !== null) storedText.write("local", "dash.theme", stored);
        applyTheme();
        const expected = isDark();
        // Start from the opposite state, so a script that did nothing would fail.
        document.documentElement.classList.toggle("dark", !expected);
        runScript();
        expect(isDark()).toBe(expected);
      });

  it("falls back to the system preference when storage throws", () => {
    fakeSystemDark(true);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("storage disabled");
    });
    runScript();
    expect(isDark()).toBe(true);
    vi.restoreAllMocks();
  });
});
