import { useStoredValue } from "../../../lib/stored-value";
import { type RemotePayment, storedRemotePayment } from "../model/remote-setup-store";

export function useRemotePayment(): RemotePayment {
  return useStoredValue(storedRemotePayment);
}
