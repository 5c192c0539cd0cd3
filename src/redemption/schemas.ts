import { z } from 'zod';

export const RedeemBody = z.object({
  barcode: z.string({ error: 'BARCODE_INVALID' }).trim().min(1, { error: 'BARCODE_INVALID' }).max(300, { error: 'BARCODE_INVALID' }),
});
// Letters, digits and dashes only: a prefix is matched with SQL LIKE, where % and _ are wildcards.
export const PrefixParams = z.object({ prefix: z.string().regex(/^[A-Za-z0-9-]{2,64}$/) });
