import { randomUUID } from 'node:crypto';
import { SUPPLIER_CAPABILITIES } from './contract/capabilities.ts';
import { answered, ok, statusLine } from './answers.ts';
import { FLOW_CHECKS } from './checks.ts';
import { CLAUSES } from './clauses.ts';
import { createSender } from './exchange.ts';
import type { Flow } from './flowState.ts';
import { KIT_AGENT } from './kitSettings.ts';
import type { KitOptions } from './types.ts';

const TITLE = FLOW_CHECKS.find(([id]) => id === 'reservation.extension')![1];

/**
 * What the supplier declared: `--capability` as given, and with `--marketplace` what its account
 * says (the declaration agents' extensions are judged by). Unknown names are kept: the check says so.
 */
export async function declaredCapabilities(options: KitOptions, timeoutMs: number): Promise<Set<string>> {
  const declared = new Set(options.capabilities ?? []);
  if (!options.marketplace) return declared;
  const { url, account, token } = options.marketplace;
  const sender = createSender(url, { ca: options.ca, timeoutMs, credentials: { user: account, password: token }, loopbackHttp: true });
  try {
    const me = answered(await sender.send({ method: 'GET', path: '/v1/account' }));
    const listed = me?.status === 200 ? (me.body as { capabilities?: unknown }).capabilities : undefined;
    if (Array.isArray(listed)) for (const name of listed) if (typeof name === 'string') declared.add(name);
  } finally {
    sender.close();
  }
  return declared;
}

/**
 * `reservation.extension`, once declared: the held reservation is extended by ten minutes, and the
 * same request repeated under its key (judged with the other repeats). Not declared: skipped, since
 * the marketplace never calls it then.
 */
export async function checkExtension(flow: Flow, reservation: string, expiresAt: number): Promise<void> {
  const { send, checks, capabilities, idempotency } = flow;
  const unknown = [...capabilities].filter((name) => !(SUPPLIER_CAPABILITIES as readonly string[]).includes(name));
  if (!capabilities.has('reservation_extension')) {
    checks.record('reservation.extension', TITLE, CLAUSES.reservationExtension, 'skip', [
      'not declared: declare it with PATCH /v1/account {"capabilities": ["reservation_extension"]}, then run with --marketplace or --capability reservation_extension',
      ...(unknown.length ? [`unknown capabilities ignored: ${unknown.join(', ')}`] : []),
    ]);
    return;
  }
  const key = randomUUID();
  const body = { reservation, agent: KIT_AGENT, expires: new Date(expiresAt + 10 * 60_000).toISOString() };
  const first = await send({ method: 'POST', path: '/reservation_extension', idempotencyKey: key, body });
  const again = await send({ method: 'POST', path: '/reservation_extension', idempotencyKey: key, body });
  idempotency.replays.push([first, again]);
  checks.record(
    'reservation.extension',
    TITLE,
    CLAUSES.reservationExtension,
    ok(first) ? 'pass' : 'fail',
    ok(first) ? [`held until ${body.expires}`] : [`${statusLine(first)}: the capability is declared, so agents' extensions reach this callback`],
    [first, again],
  );
}
