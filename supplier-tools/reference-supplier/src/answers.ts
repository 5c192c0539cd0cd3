import type { Context } from 'koa';

/** What an operation answers: a status and a JSON body. */
export type Answer = { status: number; body: unknown };

/** An answer as it goes on the wire, and as the idempotency ledger stores it to replay it exactly. */
export type EncodedAnswer = { status: number; headers: Record<string, string>; body: Uint8Array };

export function ok(body: unknown): Answer {
  return { status: 200, body };
}

/** The one place answers become bytes, so a first answer and its replay cannot differ in encoding. */
export function encode(answer: Answer): EncodedAnswer {
  return {
    status: answer.status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: Buffer.from(JSON.stringify(answer.body), 'utf8'),
  };
}

/** Writes an encoded answer: the same bytes and headers whether it is a first answer or a replay. */
export function send(ctx: Context, answer: EncodedAnswer): void {
  ctx.status = answer.status;
  ctx.set(answer.headers);
  ctx.body = Buffer.from(answer.body);
}

/**
 * A request this supplier turns down, answered `{"error": code}` (400 unless said otherwise). The
 * contract names SOLD_OUT, NOT_AVAILABLE, PAST_CUTOFF_DATE and BARCODE_INVALID; every other code
 * here is this supplier's own, for cases the contract leaves open.
 */
export class Refusal extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status = 400) {
    super(code);
    this.code = code;
    this.status = status;
  }

  toAnswer(): Answer {
    return { status: this.status, body: { error: this.code } };
  }
}
