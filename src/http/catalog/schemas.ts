import { z } from 'zod';
import { isIsoDate, isTime } from '../../domain/dates.ts';

export const identifier = z.string().min(1).max(254);
export const productCode = z.string().min(1).max(100);
export const optionCode = z.string().min(1).max(100);
export const isoDate = z.string({ error: 'INVALID_DATE' }).refine(isIsoDate, { error: 'INVALID_DATE' });
export const time = z.string().refine(isTime);

export const ProductsQuery = z.object({ supplier: identifier });

export const AvailabilityQuery = z.object({
  supplier: identifier,
  product: productCode,
  option: optionCode.optional(),
  from: isoDate,
  to: isoDate,
});
