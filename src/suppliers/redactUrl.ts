// Supplier base URLs carry Basic-auth credentials in their user-info; this is the one place that
// turns them into something safe to show in API responses and logs.
const USERINFO_PASSWORD = /^([a-z][a-z0-9+.-]*:\/\/[^/?#@:]*):[^/?#@]*@/i;

export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Unparsable input is returned as is, except that anything still shaped like
    // scheme://user:password@ loses its password: a typo must not leak a secret.
    return url.replace(USERINFO_PASSWORD, '$1:***@');
  }
  if (parsed.password === '') return url;
  parsed.password = '***';
  return parsed.toString();
}
