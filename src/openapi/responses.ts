/**
 * What /health and /ready answer, as zod schemas: the document describes these two routes itself
 * (document.ts). Each area's answers are in its own responses.ts (src/<area>/responses.ts).
 */
import { z } from 'zod';

export const Health = z.strictObject({ status: z.literal('ok') });

export const Readiness = z
  .strictObject({
    status: z.enum(['ready', 'not ready']),
    postgres: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['applied', 'pending', 'unknown']),
    temporal: z.string().meta({
      description:
        '`ok`, `unreachable`, `refused: UNAUTHENTICATED` (or `PERMISSION_DENIED`: check the API key or client certificate), `namespace <name> not found`, or `missing search attributes: <names>` (run `npm run ops -- temporal-setup`)',
      examples: ['ok', 'unreachable', 'missing search attributes: MarketplaceAccount, MarketplaceAgent'],
    }),
    draining: z.literal(true).optional().meta({ description: 'Present while this instance shuts down: it answers what it is serving, takes nothing new' }),
    warnings: z.array(z.string()).optional().meta({
      description:
        'Present when this instance was let start without a production setting (`ALLOW_DEV_DEFAULTS=true`): what is missing and what follows, e.g. `WEBHOOK_SECRET_KEY is not set: … notifications go out unsigned`',
    }),
  })
  .meta({ id: 'Readiness' });
