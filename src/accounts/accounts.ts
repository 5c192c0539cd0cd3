import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { Account, ProductRate, PromotionRow, type CodePurpose, type MailOutbox } from '../db/entities/index.ts';
import { normalizeIdentifier } from '../domain/accountRules.ts';
import { hashSecret } from '../domain/secrets.ts';
import { newToken, previousTokenExpires, replaceToken } from './tokens.ts';
import { ApiError, tooManyRequests } from '../errors.ts';
import type { FailureLimits } from './failureLimits.ts';
import type { Logger } from '../logger.ts';
import { dispatchMail, type MailDispatch } from '../mail/outbox.ts';
import { CODES_PER_HOUR, consumeCode, issueCodeMail, recentCodeCount, revokeCodes } from './codes.ts';
import { findAccountByIdentifier } from './find.ts';
import type { CreateAccountBody, UpdateAccountBody } from './schemas.ts';

export type AccountsDeps = { publicUrl: string; mail: MailDispatch; limits: FailureLimits };

/** Hourly mail limits reset within the hour. */
const MAIL_LIMIT_RETRY_SECONDS = 3600;

type Request = { em: EntityManager; log: Logger };

async function flushOrEmailTaken(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new ApiError('EMAIL_TAKEN');
    throw err;
  }
}

/**
 * Uses a one-time code. Wrong codes count against the client address: past the limit every
 * guess from it is 429 until the window ends, before the code is even looked at.
 */
async function useCode(deps: AccountsDeps, em: EntityManager, code: string, purpose: CodePurpose, address: string): Promise<Account> {
  const blocked = await deps.limits.codeGuessBlocked(address);
  if (blocked) throw tooManyRequests(blocked);
  const account = await consumeCode(em, code, purpose);
  if (account) return account;
  const wait = await deps.limits.codeGuessFailed(address);
  throw wait ? tooManyRequests(wait) : new ApiError('INVALID_CODE');
}

/** A new account, unverified, with its token (shown only now) and a verification e-mail. */
async function createAccount(deps: AccountsDeps, { em, log, body }: Request & { body: z.infer<typeof CreateAccountBody> }) {
  const email = normalizeIdentifier(body.email);
  if (await findAccountByIdentifier(em, email)) throw new ApiError('EMAIL_TAKEN');
  const token = newToken();
  const testToken = newToken('test');
  const account = em.create(Account, {
    name: body.name,
    email,
    callbackUrl: body.callback_url,
    notificationUrl: body.notification_url,
    currency: body.currency ?? 'EUR',
    tokenHash: hashSecret(token),
    testTokenHash: hashSecret(testToken),
  });
  const mail = issueCodeMail(em, account, 'verify', deps.publicUrl);
  await flushOrEmailTaken(em);
  log.info({ account: account.id }, 'account created');
  await dispatchMail(deps.mail, mail);
  return { account, token, testToken };
}

async function verifyAccount(deps: AccountsDeps, { em, log, code, address }: Request & { code: string; address: string }) {
  const account = await useCode(deps, em, code, 'verify', address);
  account.verified = true;
  await em.flush();
  log.info({ account: account.id }, 'account verified');
}

/** Mails a reset code if the address has an account, within the hourly limit; tells nothing either way. */
async function requestTokenReset(deps: AccountsDeps, { em, email }: Request & { email: string }) {
  const account = await findAccountByIdentifier(em, email);
  if (!account || (await recentCodeCount(em, account, 'token_reset')) >= CODES_PER_HOUR) return;
  const mail = issueCodeMail(em, account, 'token_reset', deps.publicUrl);
  await em.flush();
  await dispatchMail(deps.mail, mail);
}

async function confirmTokenReset(deps: AccountsDeps, { em, log, code, address }: Request & { code: string; address: string }): Promise<string> {
  const account = await useCode(deps, em, code, 'token_reset', address);
  // A lost token may be in other hands: none goes on working, whatever grace a rotation gave.
  // The test token is left as it is: it reaches test mode only, and the new live token replaces
  // it at once if it went too (POST /v1/account/test_token).
  const token = replaceToken(account, 0);
  await em.flush();
  log.info({ account: account.id }, 'token reset');
  return token;
}

async function lookupAccount({ em, identifier }: { em: EntityManager; identifier: string }): Promise<Account> {
  const account = await findAccountByIdentifier(em, identifier);
  if (!account) throw new ApiError('ACCOUNT_NOT_FOUND');
  return account;
}

async function updateAccount(
  deps: AccountsDeps,
  { em, account, body }: Request & { account: Account; body: z.infer<typeof UpdateAccountBody> },
): Promise<Account> {
  const email = body.email === undefined ? undefined : normalizeIdentifier(body.email);
  const emailChanges = email !== undefined && email !== account.email;
  if (emailChanges && account.verified) throw new ApiError('EMAIL_LOCKED');
  if (emailChanges && (await findAccountByIdentifier(em, email))) throw new ApiError('EMAIL_TAKEN');
  // Each change mails a code: the same hourly limit as re-sending keeps this from being a mail cannon.
  if (emailChanges && (await recentCodeCount(em, account, 'verify')) >= CODES_PER_HOUR) throw tooManyRequests(MAIL_LIMIT_RETRY_SECONDS);
  if (body.name !== undefined) account.name = body.name;
  if (body.callback_url !== undefined) account.callbackUrl = body.callback_url;
  if (body.notification_url !== undefined) account.notificationUrl = body.notification_url;
  if (body.test_callback_url !== undefined) account.testCallbackUrl = body.test_callback_url;
  if (body.test_notification_url !== undefined) account.testNotificationUrl = body.test_notification_url;
  if (body.outcome_notifications !== undefined) account.outcomeNotifications = [...new Set(body.outcome_notifications)].sort();
  if (body.availability_agent_independent !== undefined) account.availabilityAgentIndependent = body.availability_agent_independent;
  if (body.availability_ttl_seconds !== undefined) account.availabilityTtlSeconds = body.availability_ttl_seconds;
  if (body.availability_notifications !== undefined) account.availabilityNotifications = body.availability_notifications;
  if (body.capabilities !== undefined) account.capabilities = [...new Set(body.capabilities)].sort();
  if (body.currency !== undefined && body.currency !== account.currency) {
    // Rates and promotions are amounts in the old currency: they are not converted, so while any
    // exist the currency stays (delete or re-enter them first).
    const priced = (await em.count(ProductRate, { owner: account })) + (await em.count(PromotionRow, { owner: account }));
    if (priced > 0) throw new ApiError('CURRENCY_LOCKED');
    account.currency = body.currency;
  }
  let mail: MailOutbox | undefined;
  if (emailChanges) {
    await revokeCodes(em, account, 'verify');
    account.email = email;
    mail = issueCodeMail(em, account, 'verify', deps.publicUrl);
  }
  await flushOrEmailTaken(em);
  if (mail) await dispatchMail(deps.mail, mail);
  return account;
}

async function resendVerification(deps: AccountsDeps, { em, account }: Request & { account: Account }) {
  if (account.verified) throw new ApiError('ALREADY_VERIFIED');
  if ((await recentCodeCount(em, account, 'verify')) >= CODES_PER_HOUR) throw tooManyRequests(MAIL_LIMIT_RETRY_SECONDS);
  const mail = issueCodeMail(em, account, 'verify', deps.publicUrl);
  await em.flush();
  await dispatchMail(deps.mail, mail);
}

/** A new token; the old one goes on working for `graceSeconds` (0: stops at once, and so does one an earlier rotation kept). */
async function rotateToken({ em, log, account, graceSeconds }: Request & { account: Account; graceSeconds: number }) {
  const token = replaceToken(account, graceSeconds);
  await em.flush();
  log.info({ account: account.id, graceSeconds }, 'token rotated');
  return { token, previous_token_expires: previousTokenExpires(account) };
}

/** Issues the test token, or replaces it with the same grace rules as the live token's (accounts from before test mode get one here). */
async function rotateTestToken({ em, log, account, graceSeconds }: Request & { account: Account; graceSeconds: number }) {
  const token = replaceToken(account, graceSeconds, new Date(), 'test');
  await em.flush();
  log.info({ account: account.id, graceSeconds }, 'test token issued');
  return { test_token: token, previous_test_token_expires: previousTokenExpires(account, new Date(), 'test') };
}

/** Accounts: creation, e-mail verification, tokens and their reset, the account's own settings. */
export function createAccounts(deps: AccountsDeps) {
  return {
    create: (request: Request & { body: z.infer<typeof CreateAccountBody> }) => createAccount(deps, request),
    verify: (request: Request & { code: string; address: string }) => verifyAccount(deps, request),
    requestTokenReset: (request: Request & { email: string }) => requestTokenReset(deps, request),
    confirmTokenReset: (request: Request & { code: string; address: string }) => confirmTokenReset(deps, request),
    lookup: (request: { em: EntityManager; identifier: string }) => lookupAccount(request),
    update: (request: Request & { account: Account; body: z.infer<typeof UpdateAccountBody> }) => updateAccount(deps, request),
    resendVerification: (request: Request & { account: Account }) => resendVerification(deps, request),
    rotateToken: (request: Request & { account: Account; graceSeconds: number }) => rotateToken(request),
    rotateTestToken: (request: Request & { account: Account; graceSeconds: number }) => rotateTestToken(request),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
