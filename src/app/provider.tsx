import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { RootErrorBoundary } from "../components/feedback/root-error-boundary";
import { Toaster } from "../components/feedback/toaster";
import { followSystemTheme } from "../components/theme/theme";
import { createQueryClient } from "./query-client";

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (retries off); the app makes one for its lifetime. */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => followSystemTheme(), []);

  return (
    <RootErrorBoundary>
      <QueryClientProvider client={client}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </RootErrorBoundary>
  );
}
