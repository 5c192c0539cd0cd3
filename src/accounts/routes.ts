import { Router } from '@koa/router';
import { NoBody, type Guards } from '../http/guards.ts';
import { validate } from '../http/middleware/validate.ts';
import type { AuthState } from '../http/state.ts';
import type { Accounts } from './accounts.ts';
import type { Grants } from './grants.ts';
import { ownAccount, presentGrantedAgent, presentGrantingSupplier, publicAccount } from './present.ts';
import { AccountIdParams, AgentParams, CodeBody, CodeQuery, CreateAccountBody, RotateTokenBody, TokenResetBody, UpdateAccountBody } from './schemas.ts';

/**
 * Accounts and the grants between them. Public: creation, verification, token reset and look-up;
 * every other route names `guards.authenticated`.
 */
export function accountRoutes({ guards, accounts, grants }: { guards: Guards; accounts: Accounts; grants: Grants }) {
  const router = new Router<AuthState>({ sensitive: true });

  router.post('/account', validate({ body: CreateAccountBody }), async (ctx) => {
    const { account, token } = await accounts.create({ ...ctx.state, body: ctx.state.input.body });
    ctx.body = { ...ownAccount(account), token };
  });

  router.get('/account/verify', validate({ query: CodeQuery }), async (ctx) => {
    await accounts.verify({ ...ctx.state, code: ctx.state.input.query.code, address: ctx.ip });
    ctx.body = { verified: true };
  });

  router.post('/account/token_reset', validate({ body: TokenResetBody }), async (ctx) => {
    await accounts.requestTokenReset({ ...ctx.state, email: ctx.state.input.body.email });
    // Always 202: the answer must not tell whether an address has an account.
    ctx.status = 202;
    ctx.body = {};
  });

  router.post('/account/token_reset/confirm', validate({ body: CodeBody }), async (ctx) => {
    ctx.body = { token: await accounts.confirmTokenReset({ ...ctx.state, code: ctx.state.input.body.code, address: ctx.ip }) };
  });

  router.get('/account/:id', validate({ params: AccountIdParams }), async (ctx) => {
    ctx.body = publicAccount(await accounts.lookup({ em: ctx.state.em, identifier: ctx.state.input.params.id }));
  });

  router.get('/account', guards.authenticated, async (ctx) => {
    ctx.body = ownAccount(ctx.state.account);
  });

  router.patch('/account', guards.authenticated, validate({ body: UpdateAccountBody }), async (ctx) => {
    ctx.body = ownAccount(await accounts.update({ ...ctx.state, body: ctx.state.input.body }));
  });

  router.post('/account/verification', guards.authenticated, guards.idempotent, validate({ body: NoBody }), async (ctx) => {
    await accounts.resendVerification(ctx.state);
    ctx.status = 202;
    ctx.body = {};
  });

  // No `guards.idempotent`: the answer is a token, which must never be stored to be replayed.
  router.post('/account/token', guards.authenticated, validate({ body: RotateTokenBody }), async (ctx) => {
    ctx.body = await accounts.rotateToken({ ...ctx.state, graceSeconds: ctx.state.input.body.grace_seconds ?? 0 });
  });

  // A supplier grants agents access (`/agents`); an agent sees who granted it (`/suppliers`).
  router.put('/agents/:agent', guards.authenticated, validate({ params: AgentParams, body: NoBody }), async (ctx) => {
    const agent = await grants.grant({ ...ctx.state, supplier: ctx.state.account, agentIdentifier: ctx.state.input.params.agent });
    ctx.body = { agent: agent.identifier, name: agent.name };
  });

  router.delete('/agents/:agent', guards.authenticated, validate({ params: AgentParams, body: NoBody }), async (ctx) => {
    await grants.revoke({ ...ctx.state, supplier: ctx.state.account, agentIdentifier: ctx.state.input.params.agent });
    ctx.body = {};
  });

  router.get('/agents', guards.authenticated, async (ctx) => {
    ctx.body = (await grants.agentsOf({ em: ctx.state.em, supplier: ctx.state.account })).map(presentGrantedAgent);
  });

  router.get('/suppliers', guards.authenticated, async (ctx) => {
    ctx.body = (await grants.suppliersOf({ em: ctx.state.em, agent: ctx.state.account })).map(presentGrantingSupplier);
  });

  return router;
}
