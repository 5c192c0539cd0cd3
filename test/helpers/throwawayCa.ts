import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import forge from 'node-forge';

const { pki } = forge;

export type IssuedCertificate = { certPem: string; keyPem: string };

export type ThrowawayCa = {
  caCertPem: string;
  /** A certificate for `hosts`; `client`: usable for client authentication (mTLS) too. */
  issue(hosts: string[], options?: { client?: boolean }): IssuedCertificate;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A private CA that exists only for one test run, so tests exercise real TLS verification
 * (trust roots, SANs) instead of disabling it.
 */
export function createThrowawayCa(): ThrowawayCa {
  // Node generates RSA keys natively in milliseconds; forge's pure-JS generator takes seconds.
  const caKeys = generateKeys();
  const caCert = pki.createCertificate();
  caCert.publicKey = caKeys.publicKey;
  setSerialAndValidity(caCert);
  const caSubject = [
    { name: 'commonName', value: 'Throwaway Test CA' },
    { name: 'organizationName', value: 'ticket-marketplace tests' },
  ];
  caCert.setSubject(caSubject);
  caCert.setIssuer(caSubject);
  caCert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  caCert.sign(caKeys.privateKey, forge.md.sha256.create());
  const caKeyId = caCert.generateSubjectKeyIdentifier().getBytes();
  const caCertPem = pki.certificateToPem(caCert);

  const issued = new Map<string, IssuedCertificate>();

  function issue(hosts: string[], options: { client?: boolean } = {}): IssuedCertificate {
    const cacheKey = `${hosts.join(',')}${options.client ? ' client' : ''}`;
    const cached = issued.get(cacheKey);
    if (cached) return cached;
    if (hosts.length === 0) throw new Error('issue() needs at least one host');

    const keys = generateKeys();
    const cert = pki.createCertificate();
    cert.publicKey = keys.publicKey;
    setSerialAndValidity(cert);
    cert.setSubject([{ name: 'commonName', value: hosts[0] }]);
    cert.setIssuer(caSubject);
    cert.setExtensions([
      { name: 'basicConstraints', cA: false, critical: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true, ...(options.client ? { clientAuth: true } : {}) },
      { name: 'subjectAltName', altNames: hosts.map((host) => (isIP(host) ? { type: 7, ip: host } : { type: 2, value: host })) },
      { name: 'subjectKeyIdentifier' },
      // forge's `keyIdentifier: true` would hash the leaf's own key; chain building needs the CA's.
      { name: 'authorityKeyIdentifier', keyIdentifier: caKeyId },
    ]);
    cert.sign(caKeys.privateKey, forge.md.sha256.create());
    const result = { certPem: pki.certificateToPem(cert), keyPem: keys.privateKeyPem };
    issued.set(cacheKey, result);
    return result;
  }

  return { caCertPem, issue };
}

function generateKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return { publicKey: pki.publicKeyFromPem(publicKey), privateKey: pki.privateKeyFromPem(privateKey), privateKeyPem: privateKey };
}

function setSerialAndValidity(cert: forge.pki.Certificate) {
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01; // positive and without a leading zero byte
  cert.serialNumber = serial.toString('hex');
  const now = Date.now();
  cert.validity.notBefore = new Date(now - DAY_MS);
  cert.validity.notAfter = new Date(now + 2 * DAY_MS);
}
