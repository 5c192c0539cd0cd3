import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Webhook secrets are stored encrypted, not hashed: signing needs the secret itself, which a hash
 * cannot give back. AES-256-GCM under WEBHOOK_SECRET_KEY (kept out of the database), with the
 * account's id as associated data, so a sealed secret copied to another account's row opens
 * nowhere. Stored as `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
export type SecretBox = {
  seal(secret: string, accountId: string): string;
  open(sealed: string, accountId: string): string;
};

export function createSecretBox(keyBase64: string): SecretBox {
  const key = Buffer.from(keyBase64, 'base64');
  if (key.length !== 32) throw new Error('WEBHOOK_SECRET_KEY must be 32 bytes, base64-encoded');
  return {
    seal(secret, accountId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(accountId));
      const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return ['v1', iv, ciphertext, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, accountId) {
      const [version, iv, ciphertext, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || !ciphertext || !tag) throw new Error('not a sealed webhook secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(accountId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
