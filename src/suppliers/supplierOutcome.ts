import { unstorable } from '../domain/storableText.ts';

// Callers (Temporal activities) decide between retrying, failing the sale and alerting an operator
// from `kind` alone, so every way a supplier call can end maps to exactly one of these.
export type SupplierOutcome =
  | { kind: 'success'; status: number; body: unknown }
  | { kind: 'rejected'; status: number; code: string }
  | { kind: 'retryable'; reason: 'SERVER_ERROR' | 'TIMEOUT' | 'CONNECTION'; status?: number }
  // Not called: its circuit breaker is open (src/suppliers/breaker.ts) until `retryAt` (epoch ms).
  | { kind: 'retryable'; reason: 'BREAKER_OPEN'; retryAt: number }
  | { kind: 'invalid'; reason: InvalidReason; status?: number }
  | { kind: 'refused'; reason: 'INSECURE_URL' | 'PRIVATE_NETWORK' | 'INVALID_URL' };

/**
 * What the supplier got wrong. NO_SUCH_HOST and TLS are failures to reach it at all that no repeat
 * fixes (its callback host does not exist in DNS; its certificate is refused): the supplier must
 * correct its setup first.
 */
export type InvalidReason = 'REDIRECT' | 'MALFORMED_RESPONSE' | 'RESPONSE_TOO_LARGE' | 'TLS' | 'NO_SUCH_HOST';

/** The reasons that mean the supplier cannot be reached until it corrects its callback_url or certificate. */
export function isUnreachable(outcome: SupplierOutcome): boolean {
  return outcome.kind === 'invalid' && (outcome.reason === 'NO_SUCH_HOST' || outcome.reason === 'TLS');
}

const ERROR_CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const MAX_ERROR_CODE_LENGTH = 64;

/** `answerMatters: false` — for notifications and cancellations any 2xx is acceptance, whatever the body. */
export function classifyResponse(status: number, body: Buffer, answerMatters = true): SupplierOutcome {
  if (status >= 200 && status < 300) {
    const parsed = parseJson(body);
    // An answer PostgreSQL could not keep (a NUL, a lone surrogate) or nested absurdly deep is malformed.
    if (parsed.ok && answerMatters && unstorable(parsed.value)) return { kind: 'invalid', reason: 'MALFORMED_RESPONSE', status };
    if (parsed.ok) return { kind: 'success', status, body: parsed.value };
    return answerMatters ? { kind: 'invalid', reason: 'MALFORMED_RESPONSE', status } : { kind: 'success', status, body: null };
  }
  // Following a redirect would let a supplier steer us (and its credentials) to another host.
  if (status >= 300 && status < 400) return { kind: 'invalid', reason: 'REDIRECT', status };
  // Rate limiting is the supplier asking us to come back later, not refusing the request.
  if (status === 429) return { kind: 'retryable', reason: 'SERVER_ERROR', status };
  if (status >= 400 && status < 500) return { kind: 'rejected', status, code: supplierErrorCode(body) };
  if (status >= 500 && status < 600) return { kind: 'retryable', reason: 'SERVER_ERROR', status };
  return { kind: 'invalid', reason: 'MALFORMED_RESPONSE', status };
}

// Only machine-readable codes are passed on: free text from a supplier must not reach our agents' API.
function supplierErrorCode(body: Buffer): string {
  const parsed = parseJson(body);
  if (!parsed.ok || typeof parsed.value !== 'object' || parsed.value === null) return 'SUPPLIER_ERROR';
  const code: unknown = (parsed.value as { error?: unknown }).error;
  return typeof code === 'string' && code.length <= MAX_ERROR_CODE_LENGTH && ERROR_CODE.test(code) ? code : 'SUPPLIER_ERROR';
}

function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  const text = body.toString('utf8').trim();
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

// OpenSSL certificate verification results: retrying cannot fix these, a human has to.
const CERTIFICATE_ERRORS = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REJECTED',
  'CERT_REVOKED',
  'CERT_SIGNATURE_FAILURE',
  'CERT_UNTRUSTED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'ERROR_IN_CERT_NOT_AFTER_FIELD',
  'ERROR_IN_CERT_NOT_BEFORE_FIELD',
  'HOSTNAME_MISMATCH',
  'INVALID_CA',
  'INVALID_PURPOSE',
  'PATH_LENGTH_EXCEEDED',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY',
  'UNABLE_TO_DECRYPT_CERT_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
]);

// undici's connect (TCP and TLS together), headers and body-gap timeouts, and Node's handshake one.
const TIMEOUT_ERRORS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ERR_TLS_HANDSHAKE_TIMEOUT']);

export function classifyError(err: unknown): SupplierOutcome {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'PRIVATE_NETWORK') return { kind: 'refused', reason: 'PRIVATE_NETWORK' };
  if (typeof code !== 'string') return { kind: 'retryable', reason: 'CONNECTION' };
  if (TIMEOUT_ERRORS.has(code)) return { kind: 'retryable', reason: 'TIMEOUT' };
  // The name does not exist (NXDOMAIN, or no address for it): a repeat gets the same answer. A
  // resolver that could not answer (EAI_AGAIN) stays retryable below.
  if (code === 'ENOTFOUND') return { kind: 'invalid', reason: 'NO_SUCH_HOST' };
  // Protocol/version/cipher mismatches (ERR_SSL_*) and name mismatches (ERR_TLS_CERT_ALTNAME_INVALID)
  // are configuration problems; a reset during the handshake (ECONNRESET) stays retryable below.
  if (CERTIFICATE_ERRORS.has(code) || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_')) {
    return { kind: 'invalid', reason: 'TLS' };
  }
  return { kind: 'retryable', reason: 'CONNECTION' };
}
