import type { Account } from '../db/entities/index.ts';
import { hashSecret, newSecret, secretMatches } from '../domain/secrets.ts';

/**
 * Every token we issue starts with this, so that secret scanners (GitHub's, GitLab's, trufflehog)
 * can recognise one pasted where it should not be. The rest is 256 random bits. Tokens issued
 * before the prefix have none and keep working: the whole string is hashed and compared.
 */
export const TOKEN_PREFIX = 'tmk_';

/** The longest a replaced token may go on working after a rotation. */
export const MAX_TOKEN_GRACE_SECONDS = 24 * 3600;

export function newToken(): string {
  return `${TOKEN_PREFIX}${newSecret()}`;
}

/**
 * Whether `password` is the account's token, or the token a rotation replaced while its grace
 * lasts. Both comparisons always run (constant time each), so the answer's timing does not tell
 * which one matched.
 */
export function tokenMatches(account: Account, password: string, now = new Date()): boolean {
  const current = secretMatches(password, account.tokenHash);
  const previousValid = account.previousTokenHash != null && account.previousTokenExpiresAt != null && account.previousTokenExpiresAt > now;
  const previous = secretMatches(password, previousValid ? account.previousTokenHash! : account.tokenHash);
  return current || (previousValid && previous);
}

/** Replaces the account's token; the old one goes on working for `graceSeconds` (0: stops at once). */
export function replaceToken(account: Account, graceSeconds: number, now = new Date()): string {
  const token = newToken();
  account.previousTokenHash = graceSeconds > 0 ? account.tokenHash : null;
  account.previousTokenExpiresAt = graceSeconds > 0 ? new Date(now.getTime() + graceSeconds * 1000) : null;
  account.tokenHash = hashSecret(token);
  return token;
}

/** When the replaced token stops working, if one still does. */
export function previousTokenExpires(account: Account, now = new Date()): string | null {
  return account.previousTokenExpiresAt && account.previousTokenHash && account.previousTokenExpiresAt > now
    ? account.previousTokenExpiresAt.toISOString()
    : null;
}
