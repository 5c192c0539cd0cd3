import type { Account } from '../db/entities/index.ts';
import type { Mode } from '../domain/mode.ts';
import { hashSecret, newSecret, secretMatches } from '../domain/secrets.ts';

/**
 * Every token we issue starts with this, so that secret scanners (GitHub's, GitLab's, trufflehog)
 * can recognise one pasted where it should not be. The rest is 256 random bits. Tokens issued
 * before the prefix have none and keep working: the whole string is hashed and compared.
 */
export const TOKEN_PREFIX = 'tmk_';
/** A test-mode token: the prefix says so, to its holder, to secret scanners and to us (it chooses the mode). */
export const TEST_TOKEN_PREFIX = 'tmk_test_';

/** The longest a replaced token may go on working after a rotation. */
export const MAX_TOKEN_GRACE_SECONDS = 24 * 3600;

export function newToken(mode: Mode = 'live'): string {
  return `${mode === 'test' ? TEST_TOKEN_PREFIX : TOKEN_PREFIX}${newSecret()}`;
}

/** The mode a password asks for: test tokens say so by their prefix; anything else is live (tokens from before the prefix too). */
export function modeOfToken(password: string): Mode {
  return password.startsWith(TEST_TOKEN_PREFIX) ? 'test' : 'live';
}

/** One mode's token columns of an account. */
type TokenSlot = {
  current: 'tokenHash' | 'testTokenHash';
  previous: 'previousTokenHash' | 'previousTestTokenHash';
  until: 'previousTokenExpiresAt' | 'previousTestTokenExpiresAt';
};
const SLOTS: Record<Mode, TokenSlot> = {
  live: { current: 'tokenHash', previous: 'previousTokenHash', until: 'previousTokenExpiresAt' },
  test: { current: 'testTokenHash', previous: 'previousTestTokenHash', until: 'previousTestTokenExpiresAt' },
};

/**
 * Whether `password` is the account's token, or the token a rotation replaced while its grace
 * lasts. Both comparisons always run (constant time each), so the answer's timing does not tell
 * which one matched.
 */
export function tokenMatches(account: Account, password: string, now = new Date()): boolean {
  const slot = SLOTS[modeOfToken(password)];
  // An account without a test token yet compares against its live hash, which a test token never matches: the same time either way.
  const currentHash = account[slot.current] ?? account.tokenHash;
  const current = secretMatches(password, currentHash) && account[slot.current] != null;
  const previousHash = account[slot.previous];
  const until = account[slot.until];
  const previousValid = previousHash != null && until != null && until > now;
  const previous = secretMatches(password, previousValid ? previousHash : currentHash);
  return current || (previousValid && previous);
}

/** Replaces the account's token of `mode` (issues one if it had none); the old one goes on working for `graceSeconds` (0: stops at once). */
export function replaceToken(account: Account, graceSeconds: number, now = new Date(), mode: Mode = 'live'): string {
  const slot = SLOTS[mode];
  const token = newToken(mode);
  const old = account[slot.current];
  account[slot.previous] = graceSeconds > 0 && old != null ? old : null;
  account[slot.until] = graceSeconds > 0 && old != null ? new Date(now.getTime() + graceSeconds * 1000) : null;
  account[slot.current] = hashSecret(token);
  return token;
}

/** When the replaced token of `mode` stops working, if one still does. */
export function previousTokenExpires(account: Account, now = new Date(), mode: Mode = 'live'): string | null {
  const slot = SLOTS[mode];
  const until = account[slot.until];
  return until && account[slot.previous] && until > now ? until.toISOString() : null;
}
