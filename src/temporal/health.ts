import { status as grpcStatus } from '@grpc/grpc-js';
import { isGrpcServiceError, type Client } from '@temporalio/client';
import proto from '@temporalio/proto';
import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logger.ts';
import { within } from '../within.ts';
import { allSearchAttributes } from './searchAttributes.ts';

// A CommonJS module: its namespaces come through the default export.
const { temporal } = proto;

/**
 * What this process knows of Temporal: whether it answers, and whether the namespace and our
 * search attributes are there. Reported by `/ready` (API) and the worker's `/ready`, logged when it
 * changes, and exported as `marketplace_temporal_up`. Temporal being away does not make a process
 * unready (docs/DECISIONS.md): the paths that need it answer 503 themselves.
 */
export type TemporalState = {
  /** ok; unreachable; refused (our credentials); or what is missing on a server that answers. */
  summary: string;
  reachable: boolean;
  /** The namespace exists (null: not known, Temporal did not answer). */
  namespace: boolean | null;
  /** Search attributes not registered on the namespace, or registered with another type. */
  missingSearchAttributes: string[];
};

const PROBE_MS = 2000;
/** A set-up found complete is checked again this rarely; an incomplete one at every probe. */
const SETUP_RECHECK_MS = 60_000;
const KEYWORD = temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD;

/** The gRPC code behind a Temporal client error, if any. */
function codeOf(err: unknown): number | undefined {
  const cause = (err as { cause?: unknown })?.cause ?? err;
  return isGrpcServiceError(cause) ? cause.code : isGrpcServiceError(err) ? err.code : undefined;
}

/**
 * Why a probe found Temporal unreachable, in one line: the gRPC status and the transport's own
 * words (`14 UNAVAILABLE: … connect ECONNREFUSED 10.0.0.7:7233`), which name an address, never a
 * key (the API key travels in metadata, not in messages).
 */
function unreachableReason(err: unknown): string {
  const cause = (err as { cause?: unknown })?.cause ?? err;
  const message = (cause as { details?: string; message?: string })?.details || (cause as Error)?.message || String(err);
  return message.replace(/\s+/g, ' ').slice(0, 200);
}

/** The namespace exists, our search attributes are registered as keywords: what is missing, in words. */
export async function inspectNamespace(client: Client, namespace: string): Promise<{ namespace: boolean; missing: string[]; verifiable: boolean }> {
  try {
    await client.workflowService.describeNamespace({ namespace });
  } catch (err) {
    if (codeOf(err) === grpcStatus.NOT_FOUND) return { namespace: false, missing: allSearchAttributes.map((a) => a.name), verifiable: true };
    throw err;
  }
  let custom: Record<string, unknown>;
  try {
    custom = (await client.connection.operatorService.listSearchAttributes({ namespace })).customAttributes ?? {};
  } catch (err) {
    // A server that keeps its operator API from this caller (Temporal Cloud with a namespace-scoped
    // key): the attributes cannot be read from here; the workflow starts will tell.
    const code = codeOf(err);
    if (code === grpcStatus.PERMISSION_DENIED || code === grpcStatus.UNIMPLEMENTED) return { namespace: true, missing: [], verifiable: false };
    throw err;
  }
  const missing = allSearchAttributes.filter((a) => custom[a.name] !== KEYWORD).map((a) => a.name);
  return { namespace: true, missing, verifiable: true };
}

export function createTemporalHealth(deps: {
  client: Client;
  namespace: string;
  logger: Logger;
  registry?: Registry /** Where it is looked for, for the log. */;
  address?: string;
}) {
  let state: TemporalState = { summary: 'unknown', reachable: false, namespace: null, missingSearchAttributes: [] };
  let checkedAt = 0;
  let setupCheckedAt = 0;
  let running: Promise<TemporalState> | undefined;
  let inspectFailure: string | undefined;

  function describe(next: Omit<TemporalState, 'summary'>, refusal: string | undefined): string {
    if (refusal) return `refused: ${refusal}`;
    if (!next.reachable) return 'unreachable';
    if (next.namespace === false) return `namespace ${deps.namespace} not found`;
    if (next.missingSearchAttributes.length > 0) return `missing search attributes: ${next.missingSearchAttributes.join(', ')}`;
    return 'ok';
  }

  async function probe(): Promise<TemporalState> {
    const deadline = Date.now() + PROBE_MS;
    // Our credentials refused (an expired certificate, a revoked key) is not "unreachable": say which.
    let refusal: string | undefined;
    let failure: string | undefined;
    const reachable = await within(
      PROBE_MS,
      deps.client.connection.withDeadline(deadline, () => deps.client.workflowService.getSystemInfo({})),
    ).then(
      () => true,
      (err: unknown) => {
        const code = codeOf(err);
        if (code === grpcStatus.UNAUTHENTICATED || code === grpcStatus.PERMISSION_DENIED) refusal = grpcStatus[code];
        failure = unreachableReason(err);
        return false;
      },
    );
    let { namespace, missingSearchAttributes } = state;
    const complete = namespace === true && missingSearchAttributes.length === 0;
    if (reachable && (!complete || Date.now() - setupCheckedAt > SETUP_RECHECK_MS)) {
      try {
        const found = await deps.client.connection.withDeadline(Date.now() + PROBE_MS, () => inspectNamespace(deps.client, deps.namespace));
        namespace = found.namespace;
        missingSearchAttributes = found.missing;
        setupCheckedAt = Date.now();
        inspectFailure = undefined;
      } catch (err) {
        // Logged when it starts failing, or fails differently: a probe a second must not log a line a second.
        const failure = `${codeOf(err) === undefined ? 'error' : grpcStatus[codeOf(err)!]}`;
        if (failure !== inspectFailure) deps.logger.warn({ err }, 'could not read the Temporal namespace and its search attributes');
        inspectFailure = failure;
      }
    }
    const next = { reachable, namespace, missingSearchAttributes };
    const summary = describe(next, refusal);
    if (summary !== state.summary) {
      const fields = { temporal: summary, namespace: deps.namespace };
      if (summary === 'ok') deps.logger.info(fields, 'Temporal ready');
      else if (refusal) deps.logger.error(fields, `Temporal refuses this service's credentials (${refusal}): check the API key or the client certificate`);
      else if (reachable)
        deps.logger.error(
          { ...fields, missingSearchAttributes },
          `Temporal is not set up for this service (${summary}): run \`npm run ops -- temporal-setup\`; bookings and reservations answer 503 until then`,
        );
      else
        deps.logger.warn(
          { ...fields, address: deps.address, reason: failure },
          `Temporal does not answer${deps.address ? ` at ${deps.address}` : ''} (${failure}): bookings and reservations answer 503 until it does`,
        );
    }
    state = { ...next, summary };
    checkedAt = Date.now();
    return state;
  }

  if (deps.registry) {
    new Gauge({
      name: 'marketplace_temporal_up',
      help: '1 when Temporal answers and the namespace and search attributes are set up, else 0',
      registers: [deps.registry],
      async collect() {
        this.set((await health.check()).summary === 'ok' ? 1 : 0);
      },
    });
  }

  const health = {
    /** Probes now, or joins the probe under way. */
    check(): Promise<TemporalState> {
      running ??= probe().finally(() => {
        running = undefined;
      });
      return running;
    },
    /**
     * For probes that must answer at once (Kubernetes waits a second): the state last seen, a
     * fresh check started in the background when it is older than `maxAgeMs`. Only the very first
     * call, before anything is known, waits for a check (at most PROBE_MS).
     */
    async recent(maxAgeMs = 1000): Promise<TemporalState> {
      if (checkedAt === 0) return health.check();
      if (Date.now() - checkedAt > maxAgeMs) void health.check();
      return state;
    },
    current: (): TemporalState => state,
  };
  return health;
}

export type TemporalHealth = ReturnType<typeof createTemporalHealth>;
