import { rawStorage } from "../stored-value";
import { storageKeys } from "../storage-keys";

const DEVICE_KEY = storageKeys.device.key();
let memoryDevice: string | null = null;

/**
 * This browser's id in call records, made once: it tells the records of this device from those another
 * device reports. When storage refuses, it lasts for the session.
 */
export function deviceId(): string {
  const stored = rawStorage.read("local", DEVICE_KEY);
  if (stored && /^[\w-]{8,64}$/.test(stored)) return stored;
  memoryDevice ??= crypto.randomUUID();
  rawStorage.write("local", DEVICE_KEY, memoryDevice);
  return memoryDevice;
}
