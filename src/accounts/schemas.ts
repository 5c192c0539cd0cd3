import { z } from 'zod';
import { isHttpsUrl } from '../domain/accountRules.ts';
import { isPlainText, PLAIN_TEXT_RULE } from '../domain/storableText.ts';
import { SUPPLIER_CAPABILITIES } from './capabilities.ts';
import { MAX_TOKEN_GRACE_SECONDS } from './tokens.ts';

const currencies = new Set(Intl.supportedValuesOf('currency'));

// Shown to other accounts and written into e-mails: plain text (src/domain/storableText.ts).
const name = z.string().trim().min(1).max(200).refine(isPlainText, { error: PLAIN_TEXT_RULE });
const email = z.email({ error: 'INVALID_EMAIL' }).max(254, { error: 'INVALID_EMAIL' });
const httpsUrl = (code: 'INVALID_CALLBACK_URL' | 'INVALID_NOTIFICATION_URL') =>
  z.string({ error: code }).max(2000, { error: code }).refine(isHttpsUrl, { error: code });
const currency = z.string({ error: 'INVALID_CURRENCY' }).refine((c) => currencies.has(c), { error: 'INVALID_CURRENCY' });

export const CreateAccountBody = z.strictObject({
  name,
  email,
  callback_url: httpsUrl('INVALID_CALLBACK_URL'),
  notification_url: httpsUrl('INVALID_NOTIFICATION_URL'),
  currency: currency.optional(),
});

/** The longest a supplier may let its availability answers be served without asking it again. */
export const MAX_AVAILABILITY_TTL_SECONDS = 300;

/** The booking events an agent may ask to be told the outcome of, when the API could only answer 503. */
export const OUTCOME_EVENTS = ['booking_confirmation', 'booking_update', 'booking_cancellation'] as const;

export const UpdateAccountBody = CreateAccountBody.partial().extend({
  outcome_notifications: z.array(z.enum(OUTCOME_EVENTS)).max(OUTCOME_EVENTS.length).optional(),
  availability_agent_independent: z.boolean().optional(),
  availability_ttl_seconds: z.number().int().min(0).max(MAX_AVAILABILITY_TTL_SECONDS).optional(),
  availability_notifications: z.boolean().optional(),
  // Test mode's own addresses; null stops using one (the simulated supplier; notifications recorded, not sent).
  test_callback_url: httpsUrl('INVALID_CALLBACK_URL').nullable().optional(),
  test_notification_url: httpsUrl('INVALID_NOTIFICATION_URL').nullable().optional(),
  // The whole list: what is left out is no longer declared.
  capabilities: z
    .array(z.enum(SUPPLIER_CAPABILITIES))
    .max(SUPPLIER_CAPABILITIES.length * 2)
    .optional(),
});

/** The fields of PATCH /v1/account that a test-mode request may change: test mode's own addresses. */
export const TEST_MODE_ACCOUNT_FIELDS = ['test_callback_url', 'test_notification_url'] as const;

/** `POST /v1/account/token`: how long the old token goes on working (0, the default: it stops at once). */
export const RotateTokenBody = z.strictObject({ grace_seconds: z.number().int().min(0).max(MAX_TOKEN_GRACE_SECONDS).optional() });

export const AccountIdParams = z.object({ id: z.string().min(1).max(254) });
export const CodeQuery = z.object({ code: z.string({ error: 'INVALID_CODE' }).min(1, { error: 'INVALID_CODE' }).max(200, { error: 'INVALID_CODE' }) });
export const CodeBody = z.strictObject({ code: z.string({ error: 'INVALID_CODE' }).min(1, { error: 'INVALID_CODE' }).max(200, { error: 'INVALID_CODE' }) });
export const TokenResetBody = z.strictObject({ email: z.string().min(1).max(254) });
export const AgentParams = z.object({ agent: z.string().min(1).max(254) });
