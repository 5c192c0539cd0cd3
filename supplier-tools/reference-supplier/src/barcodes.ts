import { randomBytes } from 'node:crypto';

/**
 * Every code this supplier hands out (barcodes, booking references, reservation codes) uses
 * uppercase letters and digits only. That is the one character set every symbology the contract
 * requires encodes well: Code128 and Code39 (printed 1D tickets) both print it, and a QR code
 * stores it in alphanumeric mode, which is denser than byte mode, so the code on the phone is
 * smaller and scans more easily. 0/O and 1/I are left out so that the text printed under a
 * barcode can be typed in or read out over the phone without mistakes.
 */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The random part of a barcode: 10 symbols of 5 bits, 50 bits, so guessing a live one is hopeless. */
const BARCODE_RANDOM_LENGTH = 10;

/** Registered on the account, so the marketplace asks us about barcodes it has never seen; it takes 2 or more characters. */
const PREFIX = /^[0-9A-Z]{2,20}$/;

/** `length` random symbols of ALPHABET; 32 symbols divide 256, so `byte % 32` is unbiased. */
export function randomCode(length: number): string {
  return Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * Barcodes with a fixed prefix. A clash of 50 random bits is astronomically unlikely; should one
 * happen, the store's unique key turns it into a 500, which the service retries with new draws.
 */
export function createBarcodes(prefix: string): () => string {
  if (!PREFIX.test(prefix)) throw new Error(`barcode prefix must be 2 to 20 uppercase letters or digits, got ${JSON.stringify(prefix)}`);
  return () => `${prefix}${randomCode(BARCODE_RANDOM_LENGTH)}`;
}
