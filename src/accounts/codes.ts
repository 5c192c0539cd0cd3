import type { EntityManager } from '@mikro-orm/postgresql';
import { type Account, AccountCode, type CodePurpose } from '../db/entities/index.ts';
import { TOKEN_RESET_CODE_TTL_MS, VERIFY_CODE_TTL_MS } from '../domain/accountRules.ts';
import { hashSecret, newSecret } from '../domain/secrets.ts';
import { queueMail } from './mailOutbox.ts';

const TTL: Record<CodePurpose, number> = { verify: VERIFY_CODE_TTL_MS, token_reset: TOKEN_RESET_CODE_TTL_MS };
/** More mails than this per account, purpose and hour are not sent: a mailbox is not a target. */
export const CODES_PER_HOUR = 5;

export async function recentCodeCount(em: EntityManager, account: Account, purpose: CodePurpose): Promise<number> {
  return em.count(AccountCode, { account, purpose, createdAt: { $gt: new Date(Date.now() - 3600_000) } });
}

/** Creates a one-time code and the e-mail carrying it (both unflushed); returns the outbox row. */
export function issueCodeMail(em: EntityManager, account: Account, purpose: CodePurpose, publicUrl: string) {
  const code = newSecret();
  em.create(AccountCode, { account, purpose, codeHash: hashSecret(code), expiresAt: new Date(Date.now() + TTL[purpose]) });
  const text = (shown: string) =>
    (purpose === 'verify'
      ? [
          `Hello ${account.name},`,
          '',
          'Please confirm your e-mail address for the Ticket Marketplace by opening this link:',
          '',
          `${publicUrl}/v1/account/verify?code=${shown}`,
          '',
          `Verification code: ${shown}`,
          '',
          'The code is valid for 7 days.',
        ]
      : [
          `Hello ${account.name},`,
          '',
          'Someone asked for a new API token for your Ticket Marketplace account.',
          'To get one, POST this code to /v1/account/token_reset/confirm as {"code": "..."}:',
          '',
          `Reset code: ${shown}`,
          '',
          'The code is valid for one hour. If you did not ask for it, ignore this e-mail.',
        ]
    ).join('\n');
  return queueMail(em, {
    accountId: account.id,
    to: account.email,
    subject: purpose === 'verify' ? 'Confirm your e-mail address' : 'Your API token reset code',
    body: text(code),
    bodyAfterDelivery: text('[removed after delivery]'),
  });
}

/** Uses a code exactly once, atomically: of two concurrent uses only one gets the account. */
export async function consumeCode(em: EntityManager, code: string, purpose: CodePurpose): Promise<Account | null> {
  const found = await em.findOne(AccountCode, { codeHash: hashSecret(code), purpose }, { populate: ['account'] });
  if (!found || found.usedAt || found.expiresAt <= new Date()) return null;
  const claimed = await em.nativeUpdate(AccountCode, { id: found.id, usedAt: null }, { usedAt: new Date() });
  return claimed === 1 ? found.account : null;
}

/** Codes sent to an address that is no longer the account's must stop working. */
export async function revokeCodes(em: EntityManager, account: Account, purpose: CodePurpose): Promise<void> {
  await em.nativeUpdate(AccountCode, { account, purpose, usedAt: null }, { usedAt: new Date() });
}
