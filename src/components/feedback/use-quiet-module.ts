import { useEffect, useState } from "react";
import type { ModuleLoader } from "../../lib/module-loader";
import { RECOVERY_DELAYS_MS } from "./use-recovery";

/**
 * A module for background work beside the page (the header's money-in-flight notices, the checkout
 * runner): imported once `wanted`, `undefined` until it is in. While it cannot be downloaded (offline,
 * an outage) the page shows nothing of it and nothing is thrown or logged, since nothing the user asked
 * for failed; it is asked for again on the recovery back-off and as soon as the browser is back online.
 */
export function useQuietModule<T>(loader: ModuleLoader<T>, wanted: boolean): T | undefined {
  const [loaded, setLoaded] = useState<{ value: T } | undefined>(() => {
    const value = loader.loaded();
    return value === undefined ? undefined : { value };
  });
  const ready = loaded !== undefined;
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      clearTimeout(timer);
      loader.load().then(
        (value) => live && setLoaded({ value }),
        () => {
          if (!live) return;
          const delay = RECOVERY_DELAYS_MS[Math.min(attempt++, RECOVERY_DELAYS_MS.length - 1)];
          timer = setTimeout(load, delay);
        },
      );
    };
    load();
    window.addEventListener("online", load);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener("online", load);
    };
  }, [loader, wanted, ready]);
  return loaded?.value;
}
