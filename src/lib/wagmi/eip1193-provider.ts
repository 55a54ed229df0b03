import type { WalletAnswer } from "./eip1193-core";

/** A wallet's EIP-6963 description, as a dapp lists it. */
export interface Eip6963Info {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

export type WalletBridge = (method: string, params: unknown) => Promise<WalletAnswer>;

export interface AnnounceOptions {
  info: Eip6963Info;
  /** The wallet's core, or the name of a `window` function that reaches it (a page binding). */
  bridge: WalletBridge | string;
}

/**
 * Puts an EIP-1193 provider in front of a wallet core and announces it through EIP-6963, now and
 * whenever a dapp asks again. A refusal is thrown with `.code` set (4001 reads as a user rejection
 * to wagmi and viem); events the core reports reach the listeners after the answer.
 *
 * Self-contained on purpose: Playwright's `addInitScript` sends this function to the page as text,
 * so its body may use nothing from outside it (types aside).
 */
export function announceEip1193Provider({ info, bridge }: AnnounceOptions): void {
  type Listener = (...args: unknown[]) => void;
  const listeners = new Map<string, Set<Listener>>();
  // A binding's name is looked up per call: a page binding may be installed after this runs.
  const call: WalletBridge =
    typeof bridge === "string"
      ? (method, params) => (window as unknown as Record<string, WalletBridge>)[bridge]!(method, params)
      : bridge;
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      const answer = await call(method, params ?? []);
      if ("error" in answer) {
        throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      }
      answer.events?.forEach(({ event, value }) => listeners.get(event)?.forEach((fn) => fn(value)));
      return answer.result;
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };
  const detail = Object.freeze({ info, provider });
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail }));
  window.addEventListener("eip6963:requestProvider", announce);
  announce();
}
