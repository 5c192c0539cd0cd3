import { setImmediate } from 'node:timers/promises';
import type { Agent } from 'undici';
import type { PreparedRequest } from './prepareRequest.ts';
import { classifyError, classifyResponse, type SupplierOutcome } from './supplierOutcome.ts';
import type { SupplierMethod } from './supplierRequest.ts';

export type SendLimits = { timeoutMs: number; maxResponseBytes: number };

const tooLarge = (status: number): SupplierOutcome =>
  // A refusal or a server error stays what it is without its body; only a 2xx needed the body.
  status >= 200 && status < 300 ? { kind: 'invalid', reason: 'RESPONSE_TOO_LARGE', status } : classifyResponse(status, Buffer.alloc(0));

/** Sends a prepared call through the pool and classifies what came back, or what went wrong. */
export async function sendPrepared(
  agent: Agent,
  limits: SendLimits,
  method: SupplierMethod,
  prepared: PreparedRequest,
  answerMatters: boolean,
): Promise<SupplierOutcome> {
  // One deadline for the whole call, connecting and queueing for a socket included: undici's own
  // timeouts each cover one phase, so a trickling supplier could otherwise hold a call far longer.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limits.timeoutMs);
  let status: number | undefined;
  try {
    const res = await agent.request({
      origin: prepared.target.origin,
      path: `${prepared.target.pathname}${prepared.target.search}`,
      method,
      headers: prepared.headers,
      body: prepared.payload,
      signal: deadline.signal,
    });
    status = res.statusCode;
    if (Number(res.headers['content-length']) > limits.maxResponseBytes) {
      // Destroying (not just abandoning) the body keeps a half-read socket out of the pool.
      res.body.on('error', () => {}).destroy();
      return tooLarge(status);
    }
    const body = Buffer.from(await res.body.arrayBuffer());
    // undici frees the connection one event-loop turn after the answer ends (a server closing it
    // despite keep-alive shows by then): a caller's next call made sooner would open another.
    await setImmediate();
    return classifyResponse(status, body, answerMatters);
  } catch (err) {
    if (deadline.signal.aborted) return { kind: 'retryable', reason: 'TIMEOUT' };
    const code = (err as { code?: unknown } | null)?.code;
    // The agent's maxResponseSize cut a body without a Content-Length: the status is known by then.
    if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE' && status !== undefined) return tooLarge(status);
    // A header our own caller built wrongly (a newline in a signature) is a bug, not the supplier's fault.
    if (code === 'UND_ERR_INVALID_ARG') throw err;
    return classifyError(err);
  } finally {
    clearTimeout(timer);
  }
}
