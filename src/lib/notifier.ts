/** Which "storage" events (another tab wrote to storage) a store follows, and what it drops first. */
export interface StorageFollow {
  /** The event's key; null when another tab cleared the storage. */
  matches: (key: string | null) => boolean;
  /** Runs before subscribers hear of it, e.g. to forget a cached copy. */
  changed?: () => void;
}

export interface Notifier {
  /** For `useSyncExternalStore(notifier.subscribe, getSnapshot)`; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
}

/**
 * The one subscribe/notify primitive behind the app's small stores (toasts, theme, stored lists,
 * the connection, pending payments). With `storage` it also follows other tabs: while anyone is
 * subscribed, one "storage" listener on window runs `changed` and notifies for the keys it matches.
 */
export function createNotifier(storage?: StorageFollow): Notifier {
  const listeners = new Set<() => void>();
  const notify = () => {
    // A copy: a listener may unsubscribe (or subscribe another) while being told.
    for (const listener of [...listeners]) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (!storage?.matches(event.key)) return;
    storage.changed?.();
    notify();
  };
  return {
    notify,
    subscribe(listener) {
      if (storage && listeners.size === 0) window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (storage && listeners.size === 0) window.removeEventListener("storage", onStorage);
      };
    },
  };
}
