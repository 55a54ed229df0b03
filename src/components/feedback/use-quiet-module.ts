import { useEffect, useState } from "react";
import type { ModuleLoader } from "../../lib/module-loader";
import { probeUntilBack } from "./use-recovery";

/**
 * A module for background work beside the page (the header's money-in-flight notices, the checkout
 * runner): imported once `wanted`, `undefined` until it is in. While it cannot be downloaded (offline,
 * an outage) the page shows nothing of it and nothing is thrown or logged, since nothing the user asked
 * for failed; it is asked for again as a page's code is after an outage (`probeUntilBack`).
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
    let probing: { stop: () => void } | undefined;
    const arrived = (value: T) => live && setLoaded({ value });
    loader.load().then(arrived, () => {
      if (!live) return;
      probing = probeUntilBack(loader.load, () => {
        const value = loader.loaded();
        if (value !== undefined) arrived(value);
      });
    });
    return () => {
      live = false;
      probing?.stop();
    };
  }, [loader, wanted, ready]);
  return loaded?.value;
}
