import { Router } from '@koa/router';
import { NoBody, type Guards } from '../http/guards.ts';
import { defineOperation, mountOperations } from '../http/operation.ts';
import type { AuthState } from '../http/state.ts';
import { Empty } from '../answerFields.ts';
import * as R from './responses.ts';
import type { Accounts } from './accounts.ts';
import type { Grants } from './grants.ts';
import { ownAccount, presentGrantedAgent, presentGrantingSupplier, publicAccount } from './present.ts';
import {
  AccountIdParams,
  AgentParams,
  CodeBody,
  CodeQuery,
  CreateAccountBody,
  RotateTokenBody,
  TEST_MODE_ACCOUNT_FIELDS,
  TokenResetBody,
  UpdateAccountBody,
} from './schemas.ts';
import { ApiError } from '../errors.ts';

export const accountOperations = {
  create: defineOperation({
    method: 'post',
    path: '/account',
    tag: 'Accounts',
    summary: 'Create an account',
    description: 'A verification code is mailed. The token is shown only in this answer.',
    auth: false,
    body: CreateAccountBody,
    response: R.CreatedAccount,
    errors: ['INVALID_EMAIL', 'INVALID_CALLBACK_URL', 'INVALID_NOTIFICATION_URL', 'INVALID_CURRENCY', 'EMAIL_TAKEN'],
  }),
  verify: defineOperation({
    method: 'get',
    path: '/account/verify',
    tag: 'Accounts',
    summary: 'Verify the e-mail with the mailed code',
    auth: false,
    query: CodeQuery,
    response: R.Verified,
    errors: ['INVALID_CODE'],
  }),
  // Always 202: the answer must not tell whether an address has an account.
  requestTokenReset: defineOperation({
    method: 'post',
    path: '/account/token_reset',
    tag: 'Accounts',
    summary: 'Mail a code to replace a lost token',
    description: 'Always 202, whether or not the address has an account.',
    auth: false,
    body: TokenResetBody,
    status: 202,
    response: Empty,
    errors: [],
  }),
  confirmTokenReset: defineOperation({
    method: 'post',
    path: '/account/token_reset/confirm',
    tag: 'Accounts',
    summary: 'Exchange the mailed code for a new token',
    auth: false,
    body: CodeBody,
    response: R.Token,
    errors: ['INVALID_CODE'],
  }),
  lookup: defineOperation({
    method: 'get',
    path: '/account/:id',
    tag: 'Accounts',
    summary: 'Look an account up by email or domain',
    auth: false,
    params: AccountIdParams,
    response: R.PublicAccount,
    errors: ['ACCOUNT_NOT_FOUND'],
  }),
  own: defineOperation({
    method: 'get',
    path: '/account',
    tag: 'Accounts',
    summary: 'The caller’s own account',
    auth: true,
    response: R.OwnAccount,
    errors: [],
  }),
  update: defineOperation({
    method: 'patch',
    path: '/account',
    tag: 'Accounts',
    summary: 'Change the caller’s account',
    description:
      'Fields left out keep their value. Test mode’s own addresses: `test_callback_url`, where test-mode calls to this account’s callbacks go ' +
      '(its staging system, with the header `Marketplace-Mode: test`; null: the built-in simulated supplier answers them), and `test_notification_url`, ' +
      'where its test-mode notifications go (null: recorded in the test delivery log as `not_sent`, never sent). With the test token only these two may ' +
      'change: every other field is shared with live mode (403 `LIVE_MODE_ONLY`, nothing changed).',
    auth: true,
    body: UpdateAccountBody,
    response: R.OwnAccount,
    errors: [
      'INVALID_EMAIL',
      'INVALID_CALLBACK_URL',
      'INVALID_NOTIFICATION_URL',
      'INVALID_CURRENCY',
      'EMAIL_TAKEN',
      'EMAIL_LOCKED',
      'CURRENCY_LOCKED',
      'LIVE_MODE_ONLY',
    ],
  }),
  resendVerification: defineOperation({
    method: 'post',
    path: '/account/verification',
    modes: 'live',
    tag: 'Accounts',
    summary: 'Mail a new verification code',
    auth: true,
    idempotent: true,
    body: NoBody,
    status: 202,
    response: Empty,
    errors: ['ALREADY_VERIFIED'],
  }),
  // Not idempotent: the answer is a token, which must never be stored to be replayed.
  rotateToken: defineOperation({
    method: 'post',
    path: '/account/token',
    modes: 'live',
    tag: 'Accounts',
    summary: 'Rotate the token',
    description:
      'The old token stops working at once, or after `grace_seconds` (at most 86400) so that every client can switch without downtime; ' +
      'a second rotation ends an earlier grace. New tokens start with `tmk_` (for secret scanners). Idempotency-Key is ignored: a token is never stored to be replayed.',
    auth: true,
    body: RotateTokenBody,
    response: R.RotatedToken,
    errors: [],
  }),
  // Not idempotent, for the same reason. Either token may ask: the test token rotates itself.
  rotateTestToken: defineOperation({
    method: 'post',
    path: '/account/test_token',
    tag: 'Accounts',
    summary: 'Issue or rotate the test-mode token',
    description:
      'A test token (`tmk_test_…`) runs every request made with it in test mode, apart from live (docs/API.md "Test mode"). Accounts get one at creation; ' +
      'this issues one to an account from before test mode, or replaces it, with the same `grace_seconds` rules as POST /v1/account/token. Shown only in this answer.',
    auth: true,
    body: RotateTokenBody,
    response: R.RotatedTestToken,
    errors: [],
  }),
  // A supplier grants agents access (`/agents`); an agent sees who granted it (`/suppliers`).
  grant: defineOperation({
    method: 'put',
    path: '/agents/:agent',
    modes: 'live',
    tag: 'Grants',
    summary: 'Allow an agent to sell the caller’s products',
    auth: true,
    params: AgentParams,
    body: NoBody,
    response: R.GrantedAgent,
    errors: ['ACCOUNT_NOT_FOUND'],
  }),
  revoke: defineOperation({
    method: 'delete',
    path: '/agents/:agent',
    modes: 'live',
    tag: 'Grants',
    summary: 'Withdraw an agent’s access',
    auth: true,
    params: AgentParams,
    body: NoBody,
    response: Empty,
    errors: ['ACCOUNT_NOT_FOUND'],
  }),
  agents: defineOperation({
    method: 'get',
    path: '/agents',
    tag: 'Grants',
    summary: 'Agents the caller has granted',
    auth: true,
    response: R.GrantedAgents,
    errors: [],
  }),
  suppliers: defineOperation({
    method: 'get',
    path: '/suppliers',
    tag: 'Grants',
    summary: 'Suppliers that granted the caller',
    auth: true,
    response: R.GrantingSuppliers,
    errors: [],
  }),
};

/**
 * Accounts and the grants between them. Public (`auth: false`): creation, verification, token
 * reset and look-up; every other operation authenticates.
 */
export function accountRoutes({ guards, accounts, grants }: { guards: Guards; accounts: Accounts; grants: Grants }) {
  const router = new Router<AuthState>({ sensitive: true });
  const route = mountOperations(router, guards);

  route(accountOperations.create, async (ctx) => {
    const { account, token, testToken } = await accounts.create({ ...ctx.state, body: ctx.state.input.body });
    ctx.body = { ...ownAccount(account), token, test_token: testToken };
  });

  route(accountOperations.verify, async (ctx) => {
    await accounts.verify({ ...ctx.state, code: ctx.state.input.query.code, address: ctx.ip });
    ctx.body = { verified: true };
  });

  route(accountOperations.requestTokenReset, async (ctx) => {
    await accounts.requestTokenReset({ ...ctx.state, email: ctx.state.input.body.email });
    ctx.body = {};
  });

  route(accountOperations.confirmTokenReset, async (ctx) => {
    ctx.body = { token: await accounts.confirmTokenReset({ ...ctx.state, code: ctx.state.input.body.code, address: ctx.ip }) };
  });

  route(accountOperations.lookup, async (ctx) => {
    ctx.body = publicAccount(await accounts.lookup({ em: ctx.state.em, identifier: ctx.state.input.params.id }));
  });

  route(accountOperations.own, async (ctx) => {
    ctx.body = ownAccount(ctx.state.account);
  });

  route(accountOperations.update, async (ctx) => {
    const { body } = ctx.state.input;
    // Test credentials change test mode's own addresses only: the rest is shared with live.
    const shared = Object.keys(body).filter((field) => !(TEST_MODE_ACCOUNT_FIELDS as readonly string[]).includes(field));
    if (ctx.state.mode === 'test' && shared.length > 0)
      throw new ApiError('LIVE_MODE_ONLY', {
        detail: `${shared[0]}: shared with live mode; test credentials change ${TEST_MODE_ACCOUNT_FIELDS.join(' and ')} only`,
      });
    ctx.body = ownAccount(await accounts.update({ ...ctx.state, body }));
  });

  route(accountOperations.resendVerification, async (ctx) => {
    await accounts.resendVerification(ctx.state);
    ctx.body = {};
  });

  route(accountOperations.rotateToken, async (ctx) => {
    ctx.body = await accounts.rotateToken({ ...ctx.state, graceSeconds: ctx.state.input.body.grace_seconds ?? 0 });
  });

  route(accountOperations.rotateTestToken, async (ctx) => {
    ctx.body = await accounts.rotateTestToken({ ...ctx.state, graceSeconds: ctx.state.input.body.grace_seconds ?? 0 });
  });

  route(accountOperations.grant, async (ctx) => {
    const agent = await grants.grant({ ...ctx.state, supplier: ctx.state.account, agentIdentifier: ctx.state.input.params.agent });
    ctx.body = { agent: agent.identifier, name: agent.name };
  });

  route(accountOperations.revoke, async (ctx) => {
    await grants.revoke({ ...ctx.state, supplier: ctx.state.account, agentIdentifier: ctx.state.input.params.agent });
    ctx.body = {};
  });

  route(accountOperations.agents, async (ctx) => {
    ctx.body = (await grants.agentsOf({ em: ctx.state.em, supplier: ctx.state.account })).map(presentGrantedAgent);
  });

  route(accountOperations.suppliers, async (ctx) => {
    ctx.body = (await grants.suppliersOf({ em: ctx.state.em, agent: ctx.state.account })).map(presentGrantingSupplier);
  });

  return router;
}
