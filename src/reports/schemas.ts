import { z } from 'zod';
import { isoDate } from '../catalog/schemas.ts';

const common = { as: z.enum(['supplier', 'agent']).default('supplier'), format: z.enum(['json', 'csv']).optional() };
export const ReconciliationQuery = z.object({ from: isoDate, to: isoDate, ...common });
export const InvoiceQuery = z.object({ month: z.string().regex(/^(?!0000)\d{4}-(0[1-9]|1[0-2])$/, { error: 'INVALID_DATE' }), ...common });
