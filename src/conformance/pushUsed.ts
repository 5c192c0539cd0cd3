import { answered, statusLine } from './answers.ts';
import type { Checks } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import type { Send } from './exchange.ts';
import { KIT_PUSH_DATE } from './kitSettings.ts';
import { type FeedPage, isFeedPage } from './pushAnswers.ts';
import type { Exchange } from './types.ts';

export const PUSH_USED_TITLE = 'The supplier pushes its own availability changes';
const PAGE = 1000;
/** Pages of the feed read at most: a supplier busy enough to fill them has had time to push. */
const MAX_PAGES = 20;

/** The supplier as the marketplace names it, and how long its availability answers may be kept. */
export type PushingAccount = { identifier: string; ttlSeconds: number };

/**
 * A warning, never a failure, when the feed (read as the supplier: its own products' changes, kept
 * 7 days) holds no availability change the supplier pushed itself. The kit's own pushes name
 * KIT_PUSH_DATE and are not counted, so neither this run's (made after this check) nor an earlier
 * run's can pass it; nor can the supplier's new rate tables (entries of kind `rates`).
 */
export async function checkPushUsed(send: Send, checks: Checks, account: PushingAccount): Promise<void> {
  const exchanges: Exchange[] = [];
  let since: number | undefined;
  let read = 0;
  for (let pages = 0; pages < MAX_PAGES; pages++) {
    const exchange = await send({ method: 'GET', path: '/v1/availability_changes', query: { limit: String(PAGE), since: since?.toString() } });
    // The first page shows what was read; the rest would only make the report long.
    if (pages === 0) exchanges.push(exchange);
    const answer = answered(exchange);
    if (answer?.status !== 200 || !isFeedPage(answer.body)) {
      checks.record('push.used', PUSH_USED_TITLE, CLAUSES.pushUsed, 'skip', [`the feed could not be read (${statusLine(exchange)})`], [exchange]);
      return;
    }
    const page: FeedPage = answer.body;
    read += page.changes.length;
    // A new rate table is in the feed too (kind `rates`, by the supplier), but it is no push of availability.
    const pushed = page.changes.find(
      (c) => c.kind === 'availability' && c.source === 'supplier' && c.supplier === account.identifier && c.date !== KIT_PUSH_DATE,
    );
    if (pushed) {
      checks.record(
        'push.used',
        PUSH_USED_TITLE,
        CLAUSES.pushUsed,
        'pass',
        [`pushed within the feed's 7 days, e.g. ${pushed.product} on ${pushed.date} at ${pushed.at} (sequence ${pushed.sequence})`],
        exchanges,
      );
      return;
    }
    if (!page.has_more) return warn(checks, account, `none among the ${read} change(s) of your products kept (7 days)`, exchanges);
    since = page.next;
  }
  warn(checks, account, `none among the first ${read} change(s) of your products kept (the kit reads ${MAX_PAGES} pages at most)`, exchanges);
}

function warn(checks: Checks, account: PushingAccount, seen: string, exchanges: Exchange[]): void {
  const staleness =
    account.ttlSeconds > 0
      ? `with availability_ttl_seconds ${account.ttlSeconds}, agents may be served an answer up to ${account.ttlSeconds} s old after a change you did not push`
      : 'availability_ttl_seconds is 0, so every read asks you; but agents that follow changes (availability.updated, the feed) never hear of one made outside the marketplace';
  checks.record(
    'push.used',
    PUSH_USED_TITLE,
    CLAUSES.pushUsed,
    'warn',
    [
      `${account.identifier} pushed no availability change of its own in the feed's 7 days: ${seen} (the kit's own, for ${KIT_PUSH_DATE}, not counted)`,
      staleness,
      'push every change made outside the marketplace (your desk, another channel, an operator): POST /v1/availability_changes {"product", "dates"}',
    ],
    exchanges,
  );
}
