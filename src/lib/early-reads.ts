/** One read public/early-reads.js started (that file says which and why). */
interface EarlyRead {
  /** The key it was sent with; null for /config.json, which is read without one. */
  key: string | null;
  /** `performance.now()` when it was sent. */
  at: number;
  response: Promise<Response>;
}

interface EarlyReads {
  /** False once the app has asked for something the script had not started: it starts nothing more. */
  open: boolean;
  reads: Record<string, EarlyRead | undefined>;
}

declare global {
  interface Window {
    __dashEarlyReads?: EarlyReads;
  }
}

/** An early answer older than this is not taken: the app reads afresh. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

/**
 * The answer public/early-reads.js started for this GET of `url` with `apiKey`, once; undefined when
 * there is none, and the caller fetches. A URL the script has not read closes it (it starts nothing
 * after that), so whichever of the two asks first, nothing is read twice.
 */
export function takeEarlyRead(url: string, apiKey: string | null): Promise<Response> | undefined {
  if (typeof window === "undefined") return undefined;
  const early = (window.__dashEarlyReads ??= { open: false, reads: {} });
  const read = early.reads[url];
  if (read === undefined) {
    early.open = false;
    return undefined;
  }
  early.reads[url] = undefined;
  if (read.key !== apiKey || performance.now() - read.at > EARLY_READ_MAX_AGE_MS) return undefined;
  return read.response;
}

/** `response`, or the signal's abort if that comes first (an early read is not the caller's to cancel). */
export function unlessAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const abort = () => reject(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}
