import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('loadConfig', () => {
  it('defaults to demo sign-in on port 3000 with the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config.authMode).toBe('dev');
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('switches to OpenID Connect when an issuer is configured', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example/tenant/v2.0',
      OIDC_CLIENT_ID: 'id',
    });
    expect(config.authMode).toBe('oidc');
  });

  it('refuses production without an issuer unless AUTH_MODE=dev is explicit', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/Refusing to start/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_MODE: 'dev' }).authMode).toBe('dev');
  });

  it('refuses oidc mode without its issuer and client', () => {
    expect(() => loadConfig({ AUTH_MODE: 'oidc' })).toThrow(/OIDC_ISSUER/);
  });

  it('explains a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
