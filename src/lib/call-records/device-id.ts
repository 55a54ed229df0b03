const DEVICE_KEY = "dash.device.v1";
let memoryDevice: string | null = null;

/**
 * This browser's id in call records, made once: it tells the records of this device from those another
 * device reports. When storage refuses, it lasts for the session.
 */
export function deviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_KEY);
    if (stored && /^[\w-]{8,64}$/.test(stored)) return stored;
    const made = memoryDevice ?? crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, made);
    memoryDevice = made;
    return made;
  } catch {
    memoryDevice ??= crypto.randomUUID();
    return memoryDevice;
  }
}
