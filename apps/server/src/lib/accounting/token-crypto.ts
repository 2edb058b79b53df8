import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Sealing of the accounting system's refresh token at rest (issue 38 item 5): AES-256-GCM with
 * a key from ACCOUNTING_TOKEN_KEY, a random 12-byte IV per write, the 16-byte tag checked on
 * every read (a changed byte or another key is refused, never decrypted into garbage). The
 * sealed text is `v1.` + base64(iv | tag | ciphertext).
 */

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Binds a sealed value to its use, so a value sealed for something else is refused. */
const CONTEXT = Buffer.from('n5:accounting-refresh-token');

/**
 * The key from its setting: 32 bytes written as 64 hex digits or as base64 (44 characters).
 * Throws a message naming the setting, never its value.
 */
export function parseTokenKey(setting: string | undefined): Buffer {
  const text = (setting ?? '').trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  if (!key || key.length !== 32) {
    throw new Error(
      'ACCOUNTING_TOKEN_KEY must be 32 random bytes, written as 64 hex digits or in base64 ' +
        '(for example the output of `openssl rand -base64 32`).',
    );
  }
  return key;
}

export function sealToken(key: Buffer, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(CONTEXT);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The token, or an Error when the text was changed or sealed with another key. */
export function openToken(key: Buffer, sealed: string): string {
  if (!sealed.startsWith(VERSION)) throw new Error('The stored token is not in a known format.');
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES + 1)
    throw new Error('The stored token is not in a known format.');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(CONTEXT);
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    const body = bytes.subarray(IV_BYTES + TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(
      'The stored token could not be decrypted: it was changed, or ACCOUNTING_TOKEN_KEY is not ' +
        'the key it was stored with.',
    );
  }
}
