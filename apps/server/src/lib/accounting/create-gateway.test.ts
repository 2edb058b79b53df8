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

  it('asks for the OAuth client id and secret, and no password, with ACUMATICA_AUTH=oauth-client', () => {
    expect(() =>
      createAccountingGateway({
        ...acumatica,
        ACUMATICA_USERNAME: undefined,
        ACUMATICA_PASSWORD: undefined,
        ACUMATICA_AUTH: 'oauth-client',
        ACUMATICA_CLIENT_ID: 'n5@N5',
      }),
    ).toThrow('ACCOUNTING=acumatica (ACUMATICA_AUTH=oauth-client) needs ACUMATICA_CLIENT_SECRET.');
  });

  it('refuses an endpoint version that lacks an entity we use', () => {
    expect(() =>
      createAccountingGateway({ ...acumatica, ACUMATICA_ENDPOINT: 'Default/22.200.001' }),
    ).toThrow(/lacks the Subcontract entity/);
  });
});
