import { useMutation, type UseMutationOptions } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { isApiError } from "../../../lib/http";
import type { Cancellable } from "../api/search-queries";

type Options<TInput, TResult> = UseMutationOptions<TResult, Error, Cancellable<TInput>>;

/**
 * A credit-spending request the user can abandon: `start` sends it with a fresh AbortController,
 * `cancel` aborts it. Leaving the page aborts too, so no answer lands in a view that is gone.
 */
export function useCancellableRun<TInput, TResult>(options: Options<TInput, TResult>) {
  const mutation = useMutation(options);
  const { mutate } = mutation;
  const controller = useRef<AbortController | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState(false);
  // Set at once on a press, before React renders the control inert: one press, one paid call.
  const inFlight = useRef(false);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (input: TInput, onSuccess: (result: TResult) => void, onError?: (error: Error) => void) => {
      if (inFlight.current) return;
      inFlight.current = true;
      const next = new AbortController();
      controller.current = next;
      setCancelled(false);
      setStartedAt(Date.now());
      mutate(
        { input, signal: next.signal },
        {
          onSuccess,
          ...(onError ? { onError } : {}),
          onSettled: () => {
            inFlight.current = false;
          },
        },
      );
    },
    [mutate],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    setCancelled(true);
  }, []);

  const aborted = isApiError(mutation.error) && mutation.error.kind === "aborted";
  return {
    start,
    cancel,
    running: mutation.isPending,
    startedAt,
    cancelled: cancelled && !mutation.isPending,
    // An aborted request is reported by `cancelled`, not as a failure.
    error: aborted ? null : mutation.error,
    reset: mutation.reset,
  };
}
