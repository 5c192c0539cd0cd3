/**
 * What the API answers about accounts and grants, as zod schemas: the OpenAPI document is generated from them (src/openapi/),
 * and the test suite checks every answer it receives against that document (test/helpers/openapiCheck.ts).
 */
import { z } from 'zod';
import { isoDateTime } from '../answerFields.ts';
import { SUPPLIER_CAPABILITIES } from './capabilities.ts';
import { OUTCOME_EVENTS } from './schemas.ts';

export const capabilities = z.array(z.enum(SUPPLIER_CAPABILITIES));
export const PublicAccount = z
  .strictObject({
    name: z.string(),
    email: z.string(),
    verified: z.boolean(),
    domain: z.string().nullable(),
    capabilities: capabilities.meta({
      description:
        'What the supplier’s callbacks do beyond the contract, as it declared them (PATCH /v1/account `capabilities`). `reservation_extension`: agents may extend its holds (POST /v1/reservation_extension); without it that call is 400 NOT_SUPPORTED. Empty: the contract’s calls only',
    }),
    availability_ttl_seconds: z.number().int().min(0).max(300).meta({
      description:
        'How long, in seconds, this supplier lets its availability answers be served without asking it again (0: every read asks it). Our own sales drop the days they touch at once',
    }),
    availability_pushed_at: isoDateTime.nullable().meta({
      description:
        'When this supplier last pushed an availability change it made outside the marketplace (POST /v1/availability_changes, live, naming a day not yet past), to the minute; null: it never has. A supplier that pushes keeps kept answers, the feed and availability.updated notices true to changes made at its own desk',
    }),
  })
  .meta({
    id: 'PublicAccount',
    description: 'Anyone may look an account up: who it is and, for a supplier, what agents need to decide whether to sell its products',
  });
export const OwnAccount = z
  .strictObject({
    name: z.string(),
    email: z.string(),
    callback_url: z.string().meta({ description: 'URL password masked' }),
    notification_url: z.string().meta({ description: 'URL password masked' }),
    verified: z.boolean(),
    domain: z.string().nullable(),
    currency: z.string(),
    outcome_notifications: z
      .array(z.enum(OUTCOME_EVENTS))
      .meta({ description: 'Events whose final outcome is posted to notification_url after the API answered 503' }),
    availability_agent_independent: z.boolean().meta({
      description:
        'A supplier’s declaration that its GET /availability answers do not depend on the `agent` asking: identical requests from different agents in flight at the same time then share one call (each agent still gets its own promotions and access check). False by default: the `agent` parameter always reaches the supplier',
    }),
    availability_ttl_seconds: z.number().int().min(0).max(300).meta({
      description:
        'How long, in seconds, this supplier’s availability answers may be served to agents without asking it again (per day, per agent unless availability_agent_independent); 0, the default, asks it every time. Our own reservations, bookings, updates, cancellations, releases and expiries, and the supplier’s POST /v1/availability_changes, drop the days they touch at once',
    }),
    previous_token_expires: z.iso.datetime().nullable().meta({
      description: 'Until when the token a rotation replaced goes on working (POST /v1/account/token `grace_seconds`); null when none does',
    }),
    capabilities: z.array(z.enum(SUPPLIER_CAPABILITIES)).meta({
      description:
        'What this supplier’s callbacks do beyond the contract (PATCH /v1/account `capabilities`, the whole list). `reservation_extension`: agents may extend its holds (POST /v1/reservation_extension), and we call its POST {callback_url}/reservation_extension. Empty by default: no such call is ever made',
    }),
    availability_notifications: z.boolean().meta({
      description:
        'An agent’s opt-in to signed `availability.updated` notifications (POST {notification_url}/availability.updated) when availability changes on a product it may sell: one per product every few seconds, with every date. Off by default; the feed GET /v1/availability_changes has every change either way',
    }),
    test_callback_url: z.string().nullable().meta({
      description:
        'Test mode: where calls made with test credentials to this account’s callbacks go (its staging system; URL password masked). Null: the built-in simulated supplier answers them. Test mode never writes to callback_url',
    }),
    test_notification_url: z.string().nullable().meta({
      description:
        'Test mode: where this account’s test notifications go (URL password masked). Null: they are recorded in the test delivery log (`not_sent`), never sent',
    }),
    test_token_issued: z.boolean().meta({ description: 'Whether the account has a test token (POST /v1/account/test_token issues or rotates one)' }),
    previous_test_token_expires: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Until when the test token a rotation replaced goes on working; null when none does' }),
  })
  .meta({ id: 'OwnAccount' });
export const CreatedAccount = OwnAccount.extend({
  token: z.string().meta({ description: 'Live mode’s token, `tmk_…`; shown only here' }),
  test_token: z.string().meta({ description: 'Test mode’s token, `tmk_test_…`: requests made with it run in test mode, apart from live; shown only here' }),
}).meta({ id: 'CreatedAccount' });
export const Token = z.strictObject({ token: z.string().meta({ description: 'Starts with `tmk_`' }) }).meta({ id: 'Token' });
export const RotatedToken = z
  .strictObject({
    token: z.string().meta({ description: 'Starts with `tmk_`; shown only here' }),
    previous_token_expires: z.iso.datetime().nullable().meta({ description: 'Until when the old token goes on working; null: it stopped at once' }),
  })
  .meta({ id: 'RotatedToken', examples: [{ token: 'tmk_3q2-7wEXAMPLEonlyNOTaREALtokenAAAAAAAAAAAA', previous_token_expires: '2026-11-25T15:00:00.000Z' }] });
export const RotatedTestToken = z
  .strictObject({
    test_token: z.string().meta({ description: 'Starts with `tmk_test_`; shown only here' }),
    previous_test_token_expires: z.iso
      .datetime()
      .nullable()
      .meta({ description: 'Until when the old test token goes on working; null: it stopped at once (or there was none)' }),
  })
  .meta({
    id: 'RotatedTestToken',
    examples: [{ test_token: 'tmk_test_9fK-EXAMPLEonlyNOTaREALtokenAAAAAAAAAAA', previous_test_token_expires: null }],
  });
export const Verified = z.strictObject({ verified: z.literal(true) });
export const GrantedAgent = z.strictObject({ agent: z.string(), name: z.string() });
export const GrantedAgents = z.array(z.strictObject({ agent: z.string(), name: z.string(), since: isoDateTime }));
export const GrantingSuppliers = z.array(z.strictObject({ supplier: z.string(), name: z.string(), since: isoDateTime }));
