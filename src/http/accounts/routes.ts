import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Router } from '@koa/router';
import { Account, ProductRate, PromotionRow, type CodePurpose } from '../../db/entities/index.ts';
import { normalizeIdentifier } from '../../domain/accountRules.ts';
import { hashSecret, newSecret } from '../../domain/secrets.ts';
import { dispatchMail, type MailDispatch } from '../../mail/outbox.ts';
import { ApiError, tooManyRequests } from '../errors.ts';
import type { FailureLimits } from '../failureLimits.ts';
import { findAccountByIdentifier } from '../middleware/auth.ts';
import { validate } from '../middleware/validate.ts';
import { NoBody, type Guards } from '../guards.ts';
import type { AuthState } from '../state.ts';
import { CODES_PER_HOUR, consumeCode, issueCodeMail, recentCodeCount, revokeCodes } from './accountCodes.ts';
import { ownAccount, publicAccount } from './present.ts';
import { AccountIdParams, CodeBody, CodeQuery, CreateAccountBody, TokenResetBody, UpdateAccountBody } from './schemas.ts';

export type AccountRoutesDeps = { publicUrl: string; mail: MailDispatch; limits: FailureLimits };

/** Hourly mail limits reset within the hour. */
const MAIL_LIMIT_RETRY_SECONDS = 3600;

function isUniqueViolation(err: unknown): boolean {
  return err instanceof UniqueConstraintViolationException;
}

/** Public: creation, verification, token reset and look-up. Everything else names `guards.authenticated`. */
export function accountRoutes(guards: Guards, deps: AccountRoutesDeps) {
  const router = new Router<AuthState>({ sensitive: true });

  /**
   * Uses a one-time code. Wrong codes count against the client address: past the limit every
   * guess from it is 429 until the window ends, before the code is even looked at.
   */
  async function useCode(ctx: { state: AuthState; ip: string }, code: string, purpose: CodePurpose): Promise<Account> {
    const blocked = await deps.limits.codeGuessBlocked(ctx.ip);
    if (blocked) throw tooManyRequests(blocked);
    const account = await consumeCode(ctx.state.em, code, purpose);
    if (account) return account;
    const wait = await deps.limits.codeGuessFailed(ctx.ip);
    throw wait ? tooManyRequests(wait) : new ApiError('INVALID_CODE');
  }

  router.post('/account', validate({ body: CreateAccountBody }), async (ctx) => {
    const { body } = ctx.state.input;
    const em = ctx.state.em;
    const email = normalizeIdentifier(body.email);
    if (await findAccountByIdentifier(em, email)) throw new ApiError('EMAIL_TAKEN');
    const token = newSecret();
    const account = em.create(Account, {
      name: body.name,
      email,
      callbackUrl: body.callback_url,
      notificationUrl: body.notification_url,
      currency: body.currency ?? 'EUR',
      tokenHash: hashSecret(token),
    });
    const mail = issueCodeMail(em, account, 'verify', deps.publicUrl);
    try {
      await em.flush();
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError('EMAIL_TAKEN');
      throw err;
    }
    ctx.state.log.info({ account: account.id }, 'account created');
    await dispatchMail(deps.mail, mail);
    ctx.body = { ...ownAccount(account), token };
  });

  router.get('/account/verify', validate({ query: CodeQuery }), async (ctx) => {
    const account = await useCode(ctx, ctx.state.input.query.code, 'verify');
    account.verified = true;
    await ctx.state.em.flush();
    ctx.state.log.info({ account: account.id }, 'account verified');
    ctx.body = { verified: true };
  });

  router.post('/account/token_reset', validate({ body: TokenResetBody }), async (ctx) => {
    const em = ctx.state.em;
    const account = await findAccountByIdentifier(em, ctx.state.input.body.email);
    // Always 202: the answer must not tell whether an address has an account.
    if (account && (await recentCodeCount(em, account, 'token_reset')) < CODES_PER_HOUR) {
      const mail = issueCodeMail(em, account, 'token_reset', deps.publicUrl);
      await em.flush();
      await dispatchMail(deps.mail, mail);
    }
    ctx.status = 202;
    ctx.body = {};
  });

  router.post('/account/token_reset/confirm', validate({ body: CodeBody }), async (ctx) => {
    const account = await useCode(ctx, ctx.state.input.body.code, 'token_reset');
    const token = newSecret();
    account.tokenHash = hashSecret(token);
    await ctx.state.em.flush();
    ctx.state.log.info({ account: account.id }, 'token reset');
    ctx.body = { token };
  });

  router.get('/account/:id', validate({ params: AccountIdParams }), async (ctx) => {
    const account = await findAccountByIdentifier(ctx.state.em, ctx.state.input.params.id);
    if (!account) throw new ApiError('ACCOUNT_NOT_FOUND');
    ctx.body = publicAccount(account);
  });

  router.get('/account', guards.authenticated, async (ctx) => {
    ctx.body = ownAccount(ctx.state.account);
  });

  router.patch('/account', guards.authenticated, validate({ body: UpdateAccountBody }), async (ctx) => {
    const { body } = ctx.state.input;
    const { em, account } = ctx.state;
    const email = body.email === undefined ? undefined : normalizeIdentifier(body.email);
    const emailChanges = email !== undefined && email !== account.email;
    if (emailChanges && account.verified) throw new ApiError('EMAIL_LOCKED');
    if (emailChanges && (await findAccountByIdentifier(em, email))) throw new ApiError('EMAIL_TAKEN');
    // Each change mails a code: the same hourly limit as re-sending keeps this from being a mail cannon.
    if (emailChanges && (await recentCodeCount(em, account, 'verify')) >= CODES_PER_HOUR) throw tooManyRequests(MAIL_LIMIT_RETRY_SECONDS);
    if (body.name !== undefined) account.name = body.name;
    if (body.callback_url !== undefined) account.callbackUrl = body.callback_url;
    if (body.notification_url !== undefined) account.notificationUrl = body.notification_url;
    if (body.currency !== undefined && body.currency !== account.currency) {
      // Rates and promotions are amounts in the old currency: they are not converted, so while any
      // exist the currency stays (delete or re-enter them first).
      const priced = (await em.count(ProductRate, { owner: account })) + (await em.count(PromotionRow, { owner: account }));
      if (priced > 0) throw new ApiError('CURRENCY_LOCKED');
      account.currency = body.currency;
    }
    let mail;
    if (emailChanges) {
      await revokeCodes(em, account, 'verify');
      account.email = email;
      mail = issueCodeMail(em, account, 'verify', deps.publicUrl);
    }
    try {
      await em.flush();
    } catch (err) {
      if (isUniqueViolation(err)) throw new ApiError('EMAIL_TAKEN');
      throw err;
    }
    if (mail) await dispatchMail(deps.mail, mail);
    ctx.body = ownAccount(account);
  });

  router.post('/account/verification', guards.authenticated, guards.idempotent, validate({ body: NoBody }), async (ctx) => {
    const { em, account } = ctx.state;
    if (account.verified) throw new ApiError('ALREADY_VERIFIED');
    if ((await recentCodeCount(em, account, 'verify')) >= CODES_PER_HOUR) throw tooManyRequests(MAIL_LIMIT_RETRY_SECONDS);
    const mail = issueCodeMail(em, account, 'verify', deps.publicUrl);
    await em.flush();
    await dispatchMail(deps.mail, mail);
    ctx.status = 202;
    ctx.body = {};
  });

  // No `guards.idempotent`: the answer is a token, which must never be stored to be replayed.
  router.post('/account/token', guards.authenticated, validate({ body: NoBody }), async (ctx) => {
    const token = newSecret();
    ctx.state.account.tokenHash = hashSecret(token);
    await ctx.state.em.flush();
    ctx.state.log.info({ account: ctx.state.account.id }, 'token rotated');
    ctx.body = { token };
  });

  return router;
}
