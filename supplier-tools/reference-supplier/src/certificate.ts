import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';

export type Certificate = { certPem: string; keyPem: string };

const VALIDITY_DAYS = 365;

/** Listening on every address: the URLs name 127.0.0.1, and the certificate covers the local names. */
export const WILDCARD_HOSTS = ['0.0.0.0', '::'];

/** The names a certificate for a supplier listening on `host` must cover: the local ones, and `host`. */
export function certificateHosts(host: string): string[] {
  const local = ['localhost', '127.0.0.1', '::1'];
  return WILDCARD_HOSTS.includes(host) || local.includes(host) ? local : [...local, host];
}

/**
 * A self-signed certificate for `hosts`, made at start so the supplier serves HTTPS (the contract
 * allows only https:// callback URLs) without a certificate authority. A client trusts it by
 * trusting this very certificate (NODE_EXTRA_CA_CERTS, or `ca` in Node's https options).
 */
export function selfSignedCertificate(hosts: string[]): Certificate {
  // Node makes RSA keys natively in milliseconds; forge's pure-JS generator takes seconds.
  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(keys.publicKey);
  // A positive serial (high bit clear) without a leading zero byte, as X.509 wants.
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01;
  cert.serialNumber = serial.toString('hex');
  const now = Date.now();
  // Valid from yesterday, so a client whose clock is a little behind accepts it.
  cert.validity.notBefore = new Date(now - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(now + VALIDITY_DAYS * 24 * 60 * 60 * 1000);
  const subject = [
    { name: 'commonName', value: hosts[0] ?? 'localhost' },
    { name: 'organizationName', value: 'Reference supplier' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    // Clients check the host they connect to against these names, not against the common name.
    { name: 'subjectAltName', altNames: hosts.map((host) => (isIP(host) ? { type: 7, ip: host } : { type: 2, value: host })) },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(keys.privateKey), forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: keys.privateKey };
}
