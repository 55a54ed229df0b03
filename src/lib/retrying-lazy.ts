import { createElement, lazy, type ComponentType } from "react";
import { moduleLoader } from "./module-loader";

const retries = new WeakMap<object, () => Promise<unknown>>();

/**
 * How to download again the code whose failed download `error` reports, when it is one: an error
 * boundary can probe with it (the service back?) before showing the page again, so nothing flickers.
 */
export function retryOf(error: unknown): (() => Promise<unknown>) | undefined {
  return typeof error === "object" && error !== null ? retries.get(error) : undefined;
}

/**
 * React.lazy keeps a failed import for good, so a page whose code could not be downloaded during an
 * outage would stay broken until a reload. After a failure, the error's `retryOf` downloads again
 * and, once that worked, the component renders a fresh lazy: the boundary's reset shows the page.
 * The failed lazy stays until then, so React's own re-render after an error does not download again.
 */
export function retryingLazy<P extends object>(
  importModule: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const loader = moduleLoader(importModule);
  const retry = async () => {
    await loader.load();
    current = make();
  };
  const make = () =>
    lazy(() =>
      loader.load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          if (typeof error === "object" && error !== null) retries.set(error, retry);
          throw error;
        },
      ),
    );
  let current = make();
  return function RetryingLazy(props: P) {
    return createElement(current, props);
  };
}
