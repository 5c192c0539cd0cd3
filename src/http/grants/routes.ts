import { Router } from '@koa/router';
import { z } from 'zod';
import { AccessGrant } from '../../db/entities/index.ts';
import { ApiError } from '../errors.ts';
import { findAccountByIdentifier } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { NoBody, type Guards } from '../guards.ts';
import type { AuthState } from '../state.ts';

const AgentParams = z.object({ agent: z.string().min(1).max(254) });

/** Suppliers grant agents access (`/agents`); agents see who granted them (`/suppliers`). */
export function grantRoutes(guards: Guards) {
  const router = new Router<AuthState>({ sensitive: true });

  router.put('/agents/:agent', guards.authenticated, validate({ params: AgentParams, body: NoBody }), async (ctx) => {
    const { em, account: supplier } = ctx.state;
    const agent = await findAccountByIdentifier(em, ctx.state.input.params.agent);
    if (!agent) throw new ApiError('ACCOUNT_NOT_FOUND');
    // Idempotent: granting twice keeps the first grant.
    await em.getConnection().execute(
      `insert into access_grant (id, supplier_id, agent_id, created_at) values (gen_random_uuid(), ?, ?, now())
       on conflict (supplier_id, agent_id) do nothing`,
      [supplier.id, agent.id],
      'run',
    );
    ctx.state.log.info({ supplier: supplier.id, agent: agent.id }, 'access granted');
    ctx.body = { agent: agent.identifier, name: agent.name };
  });

  router.delete('/agents/:agent', guards.authenticated, validate({ params: AgentParams, body: NoBody }), async (ctx) => {
    const { em, account: supplier } = ctx.state;
    const agent = await findAccountByIdentifier(em, ctx.state.input.params.agent);
    if (!agent) throw new ApiError('ACCOUNT_NOT_FOUND');
    const removed = await em.nativeDelete(AccessGrant, { supplier, agent });
    if (removed > 0) ctx.state.log.info({ supplier: supplier.id, agent: agent.id }, 'access revoked');
    ctx.body = {};
  });

  router.get('/agents', guards.authenticated, async (ctx) => {
    const grants = await ctx.state.em.find(AccessGrant, { supplier: ctx.state.account }, { populate: ['agent'], orderBy: { createdAt: 'asc' } });
    ctx.body = grants.map((g) => ({ agent: g.agent.identifier, name: g.agent.name, since: g.createdAt.toISOString() }));
  });

  router.get('/suppliers', guards.authenticated, async (ctx) => {
    const grants = await ctx.state.em.find(AccessGrant, { agent: ctx.state.account }, { populate: ['supplier'], orderBy: { createdAt: 'asc' } });
    ctx.body = grants.map((g) => ({ supplier: g.supplier.identifier, name: g.supplier.name, since: g.createdAt.toISOString() }));
  });

  return router;
}
