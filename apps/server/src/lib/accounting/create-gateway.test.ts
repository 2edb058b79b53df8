import { loadConfig } from '../../config/env';
import { describe, expect, it } from 'vitest';
import { AcumaticaGateway } from './acumatica/gateway';
import { createAccountingGateway } from './create-gateway';

const acumatica = {
  ACCOUNTING: 'acumatica' as const,
  ACUMATICA_URL: 'https://erp.example.com/AcumaticaERP',
  ACUMATICA_USERNAME: 'n5-api',
  ACUMATICA_PASSWORD: 'secret',
  ACUMATICA_TENANT: 'N5',
};

describe('createAccountingGateway', () => {
  it('gives the embedded gateway for ACCOUNTING=local, using the store it is handed', async () => {
    const gateway = createAccountingGateway(
      {
        ACCOUNTING: 'local',
        ACUMATICA_URL: undefined,
        ACUMATICA_USERNAME: undefined,
        ACUMATICA_PASSWORD: undefined,
        ACUMATICA_TENANT: undefined,
      },
      {
        listStockItems: async () => [
          { inventoryId: 'A', description: 'a', baseUom: null, unitCost: '1' },
        ],
      },
    );
    expect(gateway.kind).toBe('local');
    expect(await gateway.listStockItems()).toHaveLength(1);
  });

  it('gives the Acumatica gateway for ACCOUNTING=acumatica', () => {
    const gateway = createAccountingGateway(acumatica);
    expect(gateway).toBeInstanceOf(AcumaticaGateway);
    expect(gateway.kind).toBe('acumatica');
  });

  it('refuses to start without the connection settings, naming them and not the password', () => {
    expect(() =>
      createAccountingGateway({ ...acumatica, ACUMATICA_URL: undefined, ACUMATICA_USERNAME: '' }),
    ).toThrow('ACCOUNTING=acumatica needs ACUMATICA_URL, ACUMATICA_USERNAME.');
  });

  it('asks for the OAuth client id and secret beside the user with ACUMATICA_AUTH=oauth-password', () => {
    expect(() =>
      createAccountingGateway({
        ...acumatica,
        ACUMATICA_PASSWORD: undefined,
        ACUMATICA_AUTH: 'oauth-password',
        ACUMATICA_CLIENT_ID: 'n5@N5',
      }),
    ).toThrow(
      'ACCOUNTING=acumatica (ACUMATICA_AUTH=oauth-password) needs ACUMATICA_PASSWORD, ACUMATICA_CLIENT_SECRET.',
    );
  });

  it('asks for the client, the redirect URL and the token key, not the user, with oauth-code', () => {
    expect(() =>
      createAccountingGateway({
        ...acumatica,
        ACUMATICA_USERNAME: undefined,
        ACUMATICA_PASSWORD: undefined,
        ACUMATICA_AUTH: 'oauth-code',
        ACUMATICA_CLIENT_ID: 'n5@N5',
      }),
    ).toThrow(
      'ACCOUNTING=acumatica (ACUMATICA_AUTH=oauth-code) needs ACUMATICA_CLIENT_SECRET, ' +
        'ACUMATICA_REDIRECT_URL, ACCOUNTING_TOKEN_KEY.',
    );
  });

  it('refuses at start-up a token key that is not 32 bytes (oauth-code), without echoing it', () => {
    const env = { ACUMATICA_AUTH: 'oauth-code', ACCOUNTING_TOKEN_KEY: 'my-secret-key' };
    expect(() => loadConfig(env)).toThrow(/ACCOUNTING_TOKEN_KEY must be 32 random bytes/);
    expect(() => loadConfig(env)).not.toThrow(/my-secret-key/);
    expect(() => loadConfig({ ACCOUNTING_TOKEN_KEY: 'my-secret-key' })).not.toThrow();
  });

  it('refuses an endpoint version that lacks an entity we use', () => {
    expect(() =>
      createAccountingGateway({ ...acumatica, ACUMATICA_ENDPOINT: 'Default/22.200.001' }),
    ).toThrow(/lacks the Subcontract entity/);
  });
});
