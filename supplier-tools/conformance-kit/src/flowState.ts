import { TICKET_TYPES, type Counts, type TicketType } from './contract/ticketTypes.ts';
import { answered } from './answers.ts';
import type { Checks } from './checks.ts';
import { createCleanup, type Ledger } from './cleanup.ts';
import type { Target } from './discovery.ts';
import type { Send } from './exchange.ts';
import type { Evidence } from './idempotency.ts';
import { KIT_AGENT, TICKETS } from './kitSettings.ts';
import type { Exchange } from './types.ts';
import { availabilityProblems, vacanciesAt } from './validators.ts';

function countsOf(type: TicketType, n: number): Counts {
  return Object.fromEntries(TICKET_TYPES.map((t) => [t, t === type ? n : 0])) as Counts;
}

/**
 * What the steps of the booking flow share: the sale they make, the vacancies they measure, the
 * repeats the idempotency checks judge at the end, and what was made (the ledger: what is still to be cancelled).
 */
export function startFlow(send: Send, checks: Checks, target: Target, created: Ledger, capabilities: ReadonlySet<string>) {
  const counts = countsOf(target.type, TICKETS);
  const slot = `${target.code}${target.option ? ` option ${target.option}` : ''} on ${target.date}${target.time ? ` at ${target.time}` : ''}`;
  const sale = { agent: KIT_AGENT, product: target.code, option: target.option, date: target.date, time: target.time, pickup: null, ...counts };
  const vacancies = async () => {
    const exchange = await send({
      method: 'GET',
      path: '/availability',
      query: { agent: KIT_AGENT, product: target.code, option: target.option ?? undefined, from: target.date, to: target.date },
    });
    const answer = answered(exchange);
    const parsed = answer?.status === 200 ? availabilityProblems(answer.body, target.date, target.date) : null;
    return { exchange, value: parsed && parsed.problems.length === 0 ? vacanciesAt(parsed.days, target.date, target.time) : undefined };
  };
  const idempotency = { replays: [] as [Exchange, Exchange][], once: [] as Evidence[] };
  return { send, checks, target, created, capabilities, counts, slot, sale, vacancies, idempotency, ...createCleanup(send, created) };
}

export type Flow = ReturnType<typeof startFlow>;
