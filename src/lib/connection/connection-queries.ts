import { queryOptions } from "@tanstack/react-query";
import { getLocalConfig } from "./local-config";

export const localConfigQueries = {
  /**
   * Read once per page (the stack names it in each page's HTML as a preload) and kept: it changes
   * only when the stack restarts. One attempt: a failure means "not the local stack", said at once.
   */
  current: (origin: string) =>
    queryOptions({
      queryKey: ["local-config", origin] as const,
      queryFn: ({ signal }) => getLocalConfig(origin, signal),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
    }),
};
