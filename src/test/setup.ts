import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { resetSpendGuard } from "../lib/spend-guard";
import { clearToasts } from "../lib/toast";

// Pages load lazily and talk to the reference service over loopback; on a busy 2-core machine the
// first render of a route often takes more than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// The web files share one module graph per worker (isolate: false in vitest.config.ts), so state that
// lives in modules is reset here as well as the DOM and storage.
afterEach(() => {
  cleanup();
  clearToasts();
  resetSpendGuard();
  sessionStorage.clear();
  localStorage.clear();
});
