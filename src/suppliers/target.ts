import type { Mode } from '../domain/mode.ts';

/** The scheme of the built-in simulated supplier's address: never a network call (src/suppliers/simulator/). */
export const SIMULATED_SCHEME = 'simulated:';

type Callbacks = { id: string; callbackUrl: string; testCallbackUrl?: string | null };
type Receiver = { notificationUrl: string; testNotificationUrl?: string | null };

/**
 * Where a mode's calls to an account's callbacks go. Live: its `callback_url`. Test: its
 * `test_callback_url`, else the simulated supplier, never the live `callback_url`. The one place a
 * supplier call's address is chosen (the products read, which both modes share, reads live).
 */
export function callbackUrlFor(account: Callbacks, mode: Mode): string {
  if (mode === 'live') return account.callbackUrl;
  return account.testCallbackUrl ?? `${SIMULATED_SCHEME}//${account.id}`;
}

/** Where a mode's notifications to an account go: in test mode its `test_notification_url`, or nowhere (recorded, not sent). */
export function notificationUrlFor(account: Receiver, mode: Mode): string | null {
  return mode === 'live' ? account.notificationUrl : (account.testNotificationUrl ?? null);
}

/** The account a simulated address stands for; null for any other address. */
export function simulatedAccount(baseUrl: string): string | null {
  return baseUrl.startsWith(`${SIMULATED_SCHEME}//`) ? baseUrl.slice(SIMULATED_SCHEME.length + 2) : null;
}
