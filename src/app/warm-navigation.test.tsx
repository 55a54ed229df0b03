import { expect, test } from "vitest";
import { warmUpNavigation } from "./warm-navigation";

test("the navigation warm-up runs once, away from the page: no history entry, no URL change, no DOM", async () => {
  window.history.replaceState(null, "", "/tools?q=coin");
  const before = { length: window.history.length, href: window.location.href, body: document.body.innerHTML };

  const first = warmUpNavigation();
  expect(warmUpNavigation()).toBe(first);
  // It did change routes, in a router of its own.
  expect(await first).toEqual(["/b/1?q=1", "/a", "/b/2?q=2", "/a", "/b/3", "/a"]);

  expect(window.history.length).toBe(before.length);
  expect(window.location.href).toBe(before.href);
  expect(document.body.innerHTML).toBe(before.body);
  // Once per tab: a later intent does not run it again.
  expect(warmUpNavigation()).toBe(first);
});
