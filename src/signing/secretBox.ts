import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Webhook secrets are stored encrypted, not hashed: signing needs the secret itself, which a hash
 * cannot give back. AES-256-GCM with the account's id as associated data, so a sealed secret copied
 * to another account's row opens nowhere.
 *
 * The key is a ring (WEBHOOK_SECRET_KEY: base64 keys, comma-separated, the sealing one first):
 * the first seals, every one opens, so a key can be replaced without breaking a secret
 * (docs/OPERATIONS.md, "Rotating WEBHOOK_SECRET_KEY"). Each key's id is a digest of the key (it
 * says nothing of the key, and two operators cannot give two keys one id). Stored as
 * `v2.<key id>.<iv>.<ciphertext>.<tag>`, base64url; `v1.<iv>.<ciphertext>.<tag>` is what the
 * single key sealed before there were ids, and any key of the ring may open it.
 */
export type SecretBox = {
  seal(secret: string, accountId: string): string;
  open(sealed: string, accountId: string): string;
  /** The id of the key that seals (the ring's first). */
  readonly sealingKeyId: string;
  /** Every key's id, the sealing one first. */
  readonly keyIds: readonly string[];
  /** The id a sealed secret names; null for a `v1` one (no id). */
  keyIdOf(sealed: string): string | null;
};

/** A key's id: 16 hex digits of a SHA-256 of it. */
export function keyIdOf(key: Buffer): string {
  return createHash('sha256').update('ticket-marketplace webhook key\0').update(key).digest('hex').slice(0, 16);
}

/** The keys of WEBHOOK_SECRET_KEY, in order; throws naming the variable when one is not 32 bytes. */
export function parseKeyRing(keys: string): Buffer[] {
  const ring = keys
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => Buffer.from(k, 'base64'));
  if (ring.length === 0 || ring.some((key) => key.length !== 32)) throw new Error('WEBHOOK_SECRET_KEY must be 32 bytes, base64-encoded');
  return ring;
}

function openWith(key: Buffer, [iv, ciphertext, tag]: string[], accountId: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv!, 'base64url'));
  decipher.setAAD(Buffer.from(accountId));
  decipher.setAuthTag(Buffer.from(tag!, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext!, 'base64url')), decipher.final()]).toString('utf8');
}

export function createSecretBox(keys: string): SecretBox {
  const ring = parseKeyRing(keys).map((key) => ({ id: keyIdOf(key), key }));
  const byId = new Map(ring.map((entry) => [entry.id, entry.key]));
  if (byId.size !== ring.length) throw new Error('WEBHOOK_SECRET_KEY names the same key twice');
  const sealing = ring[0]!;
  const parts = (sealed: string) => {
    const split = sealed.split('.');
    const [version] = split;
    if (version === 'v2' && split.length === 5 && split.slice(1).every(Boolean)) return { keyId: split[1]!, rest: split.slice(2) };
    if (version === 'v1' && split.length === 4 && split.slice(1).every(Boolean)) return { keyId: null, rest: split.slice(1) };
    throw new Error('not a sealed webhook secret');
  };
  return {
    sealingKeyId: sealing.id,
    keyIds: ring.map((entry) => entry.id),
    keyIdOf: (sealed) => parts(sealed).keyId,
    seal(secret, accountId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealing.key, iv);
      cipher.setAAD(Buffer.from(accountId));
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v2', sealing.id, ...[iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'))].join('.');
    },
    open(sealed, accountId) {
      const { keyId, rest } = parts(sealed);
      if (keyId !== null) {
        const key = byId.get(keyId);
        if (!key) throw new Error(`sealed with key ${keyId}, which WEBHOOK_SECRET_KEY does not hold`);
        return openWith(key, rest, accountId);
      }
      // No id: whichever key of the ring sealed it (GCM's tag tells a wrong key at once).
      for (const { key } of ring) {
        try {
          return openWith(key, rest, accountId);
        } catch {
          // the next key
        }
      }
      throw new Error('no key of WEBHOOK_SECRET_KEY opens this secret');
    },
  };
}
