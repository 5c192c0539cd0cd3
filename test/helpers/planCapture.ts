/**
 * The plans of the statements the service's own code sends, as PostgreSQL makes them: while a
 * capture is on, every plannable statement a pg client of the named database sends (the ORM's and
 * the plain pools' alike) is first EXPLAINed on the same connection, in the same transaction and
 * search_path, with the same parameters, and the plan kept beside its text. Nothing is executed
 * twice: EXPLAIN without ANALYZE only plans.
 */
import pg from 'pg';

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  Schema?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
  [key: string]: unknown;
};

export type CapturedPlan = { sql: string; plan: PlanNode };

type QueryConfig = { text?: string; values?: unknown[] } | string;

const PLANNABLE = /^\s*(select|with|delete|update)\b/i;

/** Runs `work` with its statements to `database` captured, and returns them with their plans. */
export async function capturePlans(database: string, work: () => Promise<unknown>): Promise<CapturedPlan[]> {
  const captured: CapturedPlan[] = [];
  const original = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, second] = args as [QueryConfig, unknown];
    const text = typeof config === 'string' ? config : config?.text;
    if (this.database !== database || typeof text !== 'string' || !PLANNABLE.test(text)) return original.apply(this, args);
    const values = Array.isArray(second) ? second : typeof config === 'object' ? config.values : undefined;
    const explained = (original.call(this, `explain (format json, verbose) ${text}`, values) as Promise<pg.QueryResult>).then((result) => {
      const rows = result.rows as { 'QUERY PLAN': { Plan: PlanNode }[] }[];
      captured.push({ sql: text, plan: rows[0]!['QUERY PLAN'][0]!.Plan });
    });
    // The statement itself goes after its EXPLAIN, on the same connection, whichever way it was called.
    const callback = args.find((a) => typeof a === 'function') as ((err: unknown, result?: unknown) => void) | undefined;
    if (callback) {
      explained.then(
        () => original.apply(this, args),
        (err: unknown) => callback(err),
      );
      return undefined;
    }
    return explained.then(() => original.apply(this, args));
  } as typeof pg.Client.prototype.query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
  }
  return captured;
}

/** Every node of a plan, depth first. */
export function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** A plan as lines, indented by depth: node, relation or index, estimated rows. */
export function describePlan(plan: PlanNode, depth = 0): string[] {
  const what = [
    plan['Node Type'],
    plan['Index Name'] ? `using ${plan['Index Name']}` : '',
    plan['Relation Name'] ? `on ${plan.Schema ? `${plan.Schema}.` : ''}${plan['Relation Name']}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const sort = plan['Sort Key'] ? ` by ${plan['Sort Key'].join(', ')}` : '';
  return [`${'  '.repeat(depth)}${what}${sort} (rows ${plan['Plan Rows']})`, ...(plan.Plans ?? []).flatMap((p) => describePlan(p, depth + 1))];
}
