import type { Exchange } from './types.ts';

// An exchange may have no answer at all (refused connection, time-out): every check reads the
// answer through these, so such an exchange is reported, never a crash.
type Answer = Extract<Exchange['answer'], { status: number }>;
export const answered = (exchange: Exchange): Answer | undefined => ('status' in exchange.answer ? exchange.answer : undefined);
export const ok = (exchange: Exchange) => {
  const answer = answered(exchange);
  return answer !== undefined && answer.status >= 200 && answer.status < 300;
};
export const field = (exchange: Exchange, name: string): unknown => {
  const body = answered(exchange)?.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
};
export const statusLine = (exchange: Exchange) => {
  const answer = answered(exchange);
  return answer ? `answered ${answer.status}` : `no answer: ${(exchange.answer as { error: string }).error}`;
};
