import { Router } from '@koa/router';
import type { Context } from 'koa';
import { toCsv } from './csv.ts';
import { INVOICE_COLUMNS, invoice, RECONCILIATION_COLUMNS, reconciliation } from './queries.ts';
import type { Guards } from '../http/guards.ts';
import { defineOperation, mountOperations } from '../http/operation.ts';
import type { AuthState } from '../http/state.ts';
import * as R from './responses.ts';
import { InvoiceQuery, ReconciliationQuery } from './schemas.ts';

export const reportOperations = {
  reconciliation: defineOperation({
    method: 'get',
    path: '/reports/reconciliation',
    tag: 'Reports',
    summary: 'Registered redemptions between two dates (JSON, or CSV with format=csv)',
    auth: true,
    query: ReconciliationQuery,
    response: R.ReconciliationRows,
    errors: ['INVALID_DATE', 'INVALID_DATE_RANGE', 'DATE_RANGE_TOO_LARGE'],
  }),
  invoice: defineOperation({
    method: 'get',
    path: '/reports/invoice',
    tag: 'Reports',
    summary: 'A month’s registered redemptions per counterpart and product (JSON, or CSV)',
    auth: true,
    query: InvoiceQuery,
    response: R.InvoiceRows,
    errors: ['INVALID_DATE'],
  }),
};

function wantsCsv(ctx: Context, format: 'json' | 'csv' | undefined): boolean {
  return format ? format === 'csv' : ctx.accepts('application/json', 'text/csv') === 'text/csv';
}

function send(ctx: Context, csv: boolean, name: string, columns: readonly string[], rows: Record<string, unknown>[]) {
  if (csv) {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${name}.csv"`);
    ctx.body = toCsv(columns, rows);
  } else {
    ctx.body = rows;
  }
}

/** Reports of registered redemptions only, as JSON or CSV (`format=csv` or `Accept: text/csv`). */
export function reportRoutes({ guards }: { guards: Guards }) {
  const router = new Router<AuthState>({ sensitive: true });
  const route = mountOperations(router, guards);

  route(reportOperations.reconciliation, async (ctx) => {
    const { from, to, as, format } = ctx.state.input.query;
    const rows = await reconciliation({ em: ctx.state.em, account: ctx.state.account, side: as, from, to });
    send(ctx, wantsCsv(ctx, format), `reconciliation-${from}-${to}`, RECONCILIATION_COLUMNS, rows);
  });

  route(reportOperations.invoice, async (ctx) => {
    const { month, as, format } = ctx.state.input.query;
    const rows = await invoice({ em: ctx.state.em, account: ctx.state.account, side: as, month });
    send(ctx, wantsCsv(ctx, format), `invoice-${month}`, INVOICE_COLUMNS, rows);
  });

  return router;
}
