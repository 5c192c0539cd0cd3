import { status as grpcStatus } from '@grpc/grpc-js';
import { isGrpcServiceError, type Client } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time.js';
import proto from '@temporalio/proto';
import { inspectNamespace } from './health.ts';
import { allSearchAttributes } from './searchAttributes.ts';

// A CommonJS module: its namespaces come through the default export.
const { temporal } = proto;

/**
 * How long the namespace keeps a closed workflow's history and its visibility record, unless
 * TEMPORAL_RETENTION_DAYS says otherwise: the operator's look-ups by search attribute cover the
 * last week, and the visibility store stays that size (docs/DEPLOYMENT.md, "Temporal's retention").
 */
export const RETENTION_DAYS = 7;
const KEYWORD = temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD;
const CLOUD_HINT =
  'on Temporal Cloud, add it in the Cloud UI (the namespace, then Search Attributes, type Keyword) or with `tcld namespace search-attributes add`';

export type SetupStep = { what: string; outcome: 'present' | 'created' | 'updated' | 'failed'; detail?: string };
export type SetupReport = { ok: boolean; steps: SetupStep[] };

function codeOf(err: unknown): number | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) if (isGrpcServiceError(e)) return e.code;
  return undefined;
}

function why(err: unknown): string {
  const code = codeOf(err);
  const name = code === undefined ? undefined : grpcStatus[code];
  const message = err instanceof Error ? err.message : String(err);
  return `${name ?? 'error'}: ${message.replace(/\s+/g, ' ').slice(0, 200)}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Retries `attempt` until it returns true or `ms` pass. */
async function until(ms: number, attempt: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await attempt().catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await sleep(1000);
  }
}

/**
 * What the service needs on Temporal, set up where the server lets us, and checked: the namespace
 * (registered if missing), its retention (`retentionDays`, RETENTION_DAYS unless told: set on a
 * namespace that keeps closed workflows for another time) and our Keyword search attributes.
 * Idempotent: what is as it should be is left alone. What it cannot do (Temporal Cloud keeps
 * namespaces, and may keep search attributes, to its own API) is reported with how to do it there.
 * `wait` bounds how long it waits for the server to start using what it registered (its namespace cache).
 */
export async function setUpTemporal(client: Client, namespace: string, options: { waitMs?: number; retentionDays?: number } = {}): Promise<SetupReport> {
  const waitMs = options.waitMs ?? 60_000;
  const retentionDays = options.retentionDays ?? RETENTION_DAYS;
  const steps: SetupStep[] = [];
  let found: Awaited<ReturnType<typeof inspectNamespace>>;
  try {
    found = await inspectNamespace(client, namespace);
  } catch (err) {
    return { ok: false, steps: [{ what: 'Temporal at this address', outcome: 'failed', detail: why(err) }] };
  }
  if (!found.namespace) {
    try {
      await client.workflowService.registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs(`${retentionDays} days`) });
    } catch (err) {
      if (codeOf(err) !== grpcStatus.ALREADY_EXISTS) {
        const hint = codeOf(err) === grpcStatus.PERMISSION_DENIED ? '; on Temporal Cloud, create it in the Cloud UI or with `tcld namespace create`' : '';
        return { ok: false, steps: [{ what: `namespace ${namespace}`, outcome: 'failed', detail: `${why(err)}${hint}` }] };
      }
    }
    const usable = await until(waitMs, async () => (await inspectNamespace(client, namespace)).namespace);
    steps.push({ what: `namespace ${namespace}`, outcome: usable ? 'created' : 'failed', ...(usable ? {} : { detail: 'registered, but not usable yet' }) });
    if (!usable) return { ok: false, steps };
    found = await inspectNamespace(client, namespace);
  } else {
    steps.push({ what: `namespace ${namespace}`, outcome: 'present' });
  }
  steps.push(await applyRetention(client, namespace, retentionDays));
  if (!found.verifiable) {
    steps.push({
      what: 'search attributes',
      outcome: 'failed',
      detail: `this server does not let this caller list them; ${CLOUD_HINT}: ${allSearchAttributes.map((a) => a.name).join(', ')}`,
    });
    return { ok: false, steps };
  }

  const custom = (await client.connection.operatorService.listSearchAttributes({ namespace })).customAttributes ?? {};
  const toAdd: Record<string, typeof KEYWORD> = {};
  for (const attribute of allSearchAttributes) {
    const what = `search attribute ${attribute.name}`;
    const type = custom[attribute.name];
    if (type === KEYWORD) steps.push({ what, outcome: 'present' });
    else if (type !== undefined)
      steps.push({
        what,
        outcome: 'failed',
        detail: `registered as ${temporal.api.enums.v1.IndexedValueType[type]?.replace('INDEXED_VALUE_TYPE_', '') ?? type}, not Keyword: remove it (and what it indexes) or use another namespace`,
      });
    else toAdd[attribute.name] = KEYWORD;
  }
  if (Object.keys(toAdd).length > 0) {
    try {
      await client.connection.operatorService.addSearchAttributes({ namespace, searchAttributes: toAdd });
      for (const name of Object.keys(toAdd)) steps.push({ what: `search attribute ${name}`, outcome: 'created' });
    } catch (err) {
      const hint = [grpcStatus.PERMISSION_DENIED, grpcStatus.UNIMPLEMENTED].includes(codeOf(err) ?? -1) ? `; ${CLOUD_HINT}` : '';
      for (const name of Object.keys(toAdd)) steps.push({ what: `search attribute ${name}`, outcome: 'failed', detail: `${why(err)}${hint}` });
      return { ok: false, steps };
    }
    // The frontend maps attributes through a namespace cache refreshed every few seconds: wait until
    // a query by each one is accepted, so that the first workflow started after this does not fail.
    const names = Object.keys(toAdd);
    const live = await until(waitMs, async () => {
      for (const name of names) await client.workflowService.countWorkflowExecutions({ namespace, query: `${name} = 'setup-probe'` });
      return true;
    });
    if (!live)
      steps.push({
        what: 'search attributes in use',
        outcome: 'failed',
        detail: `registered, but the server did not accept queries by them within ${waitMs / 1000} s`,
      });
  }
  return { ok: steps.every((s) => s.outcome !== 'failed'), steps };
}

/** The namespace's retention, set to `days` when it is another (Temporal Cloud: in its own console or tcld). */
async function applyRetention(client: Client, namespace: string, days: number): Promise<SetupStep> {
  const what = `retention ${days} days`;
  try {
    const described = await client.workflowService.describeNamespace({ namespace });
    const seconds = Number(described.config?.workflowExecutionRetentionTtl?.seconds ?? 0);
    if (seconds === days * 86_400) return { what, outcome: 'present' };
    await client.workflowService.updateNamespace({ namespace, config: { workflowExecutionRetentionTtl: msToTs(`${days} days`) } });
    return { what, outcome: 'updated', detail: `was ${seconds % 86_400 === 0 ? `${seconds / 86_400} day${seconds === 86_400 ? '' : 's'}` : `${seconds} s`}` };
  } catch (err) {
    const hint = [grpcStatus.PERMISSION_DENIED, grpcStatus.UNIMPLEMENTED].includes(codeOf(err) ?? -1)
      ? `; on Temporal Cloud, set it in the Cloud UI (the namespace, then Retention) or with \`tcld namespace update --retention-days ${days}\``
      : '';
    return { what, outcome: 'failed', detail: `${why(err)}${hint}` };
  }
}
