import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { followCallRecords } from "./call-record-queries";

/** A view over call records calls this so a write here or in another tab refreshes it. */
export function useFollowCallRecords(): void {
  const queryClient = useQueryClient();
  useEffect(() => followCallRecords(queryClient), [queryClient]);
}
