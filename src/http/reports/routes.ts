import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { checkRange } from '../../domain/dates.ts';
import { toCsv } from '../../reports/csv.ts';
import { INVOICE_COLUMNS, invoice, RECONCILIATION_COLUMNS, reconciliation } from '../../reports/queries.ts';
import { ApiError } from '../errors.ts';
import { validate } from '../middleware/validate.ts';
import type { Guards } from '../guards.ts';
import type { AuthState } from '../state.ts';
import { isoDate } from '../catalog/schemas.ts';

const common = { as: z.enum(['supplier', 'agent']).default('supplier'), format: z.enum(['json', 'csv']).optional() };
const ReconciliationQuery = z.object({ from: isoDate, to: isoDate, ...common });
const InvoiceQuery = z.object({ month: z.string().regex(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, { error: 'INVALID_DATE' }), ...common });

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
export function reportRoutes(guards: Guards) {
  const router = new Router<AuthState>({ sensitive: true });

  router.get('/reports/reconciliation', guards.authenticated, validate({ query: ReconciliationQuery }), async (ctx) => {
    const { from, to, as, format } = ctx.state.input.query;
    const rangeError = checkRange(from, to);
    if (rangeError) throw new ApiError(rangeError);
    const rows = await reconciliation(ctx.state.em, ctx.state.account, as, from, to);
    send(ctx, wantsCsv(ctx, format), `reconciliation-${from}-${to}`, RECONCILIATION_COLUMNS, rows);
  });

  router.get('/reports/invoice', guards.authenticated, validate({ query: InvoiceQuery }), async (ctx) => {
    const { month, as, format } = ctx.state.input.query;
    const rows = await invoice(ctx.state.em, ctx.state.account, as, month);
    send(ctx, wantsCsv(ctx, format), `invoice-${month}`, INVOICE_COLUMNS, rows);
  });

  return router;
}
