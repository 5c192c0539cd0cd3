/** Identifiers (emails, domains) compare case-insensitively; they are stored lower-cased. */
export function normalizeIdentifier(value: string): string {
  return value.trim().toLowerCase();
}

export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
export function isDomain(value: string): boolean {
  return DOMAIN.test(value);
}

export const VERIFY_CODE_TTL_MS = 7 * 24 * 3600_000;
export const TOKEN_RESET_CODE_TTL_MS = 3600_000;
