import { preloadToolRunner } from "../../features/tools/components/lazy-tool-runner";
import { loadToolPage } from "./tool-page-loader";

let ready: Promise<boolean> | undefined;

/**
 * Preloading on intent (README.md): the finder calls this on every pointer movement, focus or key, the
 * palette when it opens. The first call loads the tool page's code and its runner (the form library
 * and validator), so the form does not wait for them once a tool is chosen; a page that is only looked
 * at loads nothing more. Resolves with whether both are in memory; after a failed download the next
 * call asks again (the tool route and the runner would ask by themselves too).
 */
export function preloadToolPage(): Promise<boolean> {
  if (ready) return ready;
  ready = Promise.all([
    loadToolPage().then(
      () => true,
      () => false,
    ),
    preloadToolRunner(),
  ]).then(([page, form]) => {
    if (!page || !form) ready = undefined;
    return page && form;
  });
  return ready;
}
