/** The conformance kit's vocabulary: what a check found, and what it saw on the wire. */

export type Status = 'pass' | 'warn' | 'fail' | 'skip';

/** One request the kit sent and what came back; credentials are masked before they get here. */
export type Exchange = {
  request: { method: string; url: string; headers: Record<string, string>; body?: unknown };
  answer: { status: number; headers: Record<string, string>; body: unknown; text: string } | { error: string };
  ms: number;
  /** The callback this exchange exercised, e.g. `POST /reservation`. */
  callback: string;
};

export type CheckResult = {
  /** Stable identifier, e.g. `idempotency.replay`: tests and --json consumers key on it. */
  id: string;
  title: string;
  /** The contract clause the check enforces, quoted briefly with its section. */
  clause: string;
  status: Status;
  /** Why it passed, warned, failed or was skipped; one or more lines. */
  detail: string[];
  exchanges: Exchange[];
};

export type Report = {
  callbackUrl: string;
  notificationUrl: string | null;
  /** The marketplace the push checks ran against, and as which account; null when they were skipped. */
  marketplace: { url: string; account: string } | null;
  product: string | null;
  date: string | null;
  startedAt: string;
  finishedAt: string;
  /** What the run created on the supplier, and pushed to the marketplace with `marketplace`, each with what became of it: cancelled, confirmed, replaced, or why not. */
  created: string[];
  /** How many availability changes the kit pushed to the marketplace (only with `marketplace`). */
  pushes: number;
  checks: CheckResult[];
  summary: Record<Status, number>;
  ok: boolean;
};

export type KitOptions = {
  callbackUrl: string;
  notificationUrl?: string | undefined;
  /** Product code to test with; by default the first product sold with reservations, else the first. */
  product?: string | undefined;
  /** Travel date (YYYY-MM-DD) to test on; by default the first open date with room in the next 14 days. */
  date?: string | undefined;
  /** Extra trusted root certificates (PEM), for suppliers on a private CA or a self-signed certificate. */
  ca?: string[] | undefined;
  /** Per-request time-out, ms (default 10,000: the service's SUPPLIER_TIMEOUT_MS default). */
  timeoutMs?: number | undefined;
  /** Told before anything is created, and as each check ends. */
  progress?: ((line: string) => void) | undefined;
  /**
   * The supplier's own marketplace account, to check its availability pushes (`push.used`,
   * `push.contract`); without it those checks are skipped. `url` is the API (https://, or http:// on
   * loopback); `account` the account's e-mail; `token` its token, never shown in the report.
   */
  marketplace?: { url: string; account: string; token: string } | undefined;
  /**
   * The account's webhook secret (`whsec_…`): the kit's test notification is then signed with it,
   * as the marketplace signs. Without it the notification goes unsigned, and a receiver that
   * refuses it (401) is judged by the marketplace's own signed one (`notification.signed`).
   */
  webhookSecret?: string | undefined;
  /**
   * What the supplier declared on its marketplace account (PATCH /v1/account `capabilities`): the
   * checks of a declared capability's callback run, the others are skipped. With `marketplace`, the
   * account's own declaration is added.
   */
  capabilities?: string[] | undefined;
};
