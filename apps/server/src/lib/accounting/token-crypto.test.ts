import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openToken, parseTokenKey, sealToken } from './token-crypto';

const key = randomBytes(32);

describe('refresh token sealing (AES-256-GCM)', () => {
  it('opens what it sealed; each seal has its own IV', () => {
    const sealed = sealToken(key, 'refresh-abc');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('refresh-abc');
    expect(openToken(key, sealed)).toBe('refresh-abc');
    expect(sealToken(key, 'refresh-abc')).not.toBe(sealed);
  });

  it('refuses a changed ciphertext, tag or IV', () => {
    const sealed = sealToken(key, 'refresh-abc');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    for (const at of [0, 12, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 1;
      expect(() => openToken(key, `v1.${changed.toString('base64')}`)).toThrow(/changed/);
    }
    expect(() => openToken(key, 'v1.AAAA')).toThrow(/format/);
    expect(() => openToken(key, 'refresh-abc')).toThrow(/format/);
  });

  it('refuses another key', () => {
    const sealed = sealToken(key, 'refresh-abc');
    expect(() => openToken(randomBytes(32), sealed)).toThrow(/ACCOUNTING_TOKEN_KEY/);
  });

  it('reads the key as 64 hex digits or base64 of 32 bytes; refuses anything else', () => {
    const raw = randomBytes(32);
    expect(parseTokenKey(raw.toString('hex')).equals(raw)).toBe(true);
    expect(parseTokenKey(raw.toString('base64')).equals(raw)).toBe(true);
    for (const bad of [undefined, '', 'short', randomBytes(16).toString('base64'), 'z'.repeat(64)])
      expect(() => parseTokenKey(bad)).toThrow(/ACCOUNTING_TOKEN_KEY must be 32 random bytes/);
  });
});
