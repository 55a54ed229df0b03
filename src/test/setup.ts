import "@testing-library/jest-dom/vitest";
// jsdom has no IndexedDB; the call records (src/lib/call-records) need one, a fresh one per test.
import "fake-indexeddb/auto";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { setCallStore } from "../lib/call-records/call-records";
import { freshCallStore } from "../lib/call-records/call-test-kit";
import { resetSpendGuard } from "../lib/spend-guard";
import { storedText } from "../lib/storage-test-kit";
import { clearToasts } from "../lib/toast";

// Pages load lazily and talk to the reference service over loopback; on a busy 2-core machine the
// first render of a route often takes more than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => setCallStore(freshCallStore()));

// The web files share one module graph per worker (isolate: false in vitest.config.ts), so state that
// lives in modules is reset here as well as the DOM and storage.
afterEach(() => {
  cleanup();
  clearToasts();
  resetSpendGuard();
  storedText.clear("session");
  storedText.clear("local");
});
