import { readBudgets } from "./spend-guard-budgets";

/** Whether this browser can show notifications at all (not in every browser, nor in jsdom). */
export const notificationsAvailable = (): boolean => typeof Notification !== "undefined";

/** Asks the browser's permission; answers whether notifications may now be shown. */
export async function askNotificationPermission(): Promise<boolean> {
  if (!notificationsAvailable()) return false;
  if (Notification.permission === "granted") return true;
  return (await Notification.requestPermission()) === "granted";
}

/**
 * A browser notification, only when the profile opted in and the browser allows it; otherwise
 * nothing, since the page already shows the same news in place.
 */
export function notifyBudgetEvent(profileId: string, title: string, body: string): void {
  if (!readBudgets(profileId).notify || !notificationsAvailable()) return;
  if (Notification.permission !== "granted") return;
  try {
    new Notification(title, { body, tag: `${profileId}:${title}` });
  } catch {
    // Some browsers only allow notifications from a service worker; the in-page news still shows.
  }
}
