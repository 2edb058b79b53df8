import type { TConfig } from '../../config/env';
import { AcumaticaClient, type TAccountingLog } from './acumatica/client';
import { AcumaticaGateway, type TAcumaticaGatewayOptions } from './acumatica/gateway';
import type { AccountingGateway } from './gateway';
import { createLocalAccountingGateway, type LocalAccountingStore } from './local-gateway';

/** The settings the gateway reads (the timeout and endpoint have defaults in env.ts). */
export type TAccountingConfig = Pick<
  TConfig,
  'ACCOUNTING' | 'ACUMATICA_URL' | 'ACUMATICA_USERNAME' | 'ACUMATICA_PASSWORD' | 'ACUMATICA_TENANT'
> &
  Partial<Pick<TConfig, 'ACUMATICA_TIMEOUT_MS' | 'ACUMATICA_ENDPOINT'>>;

export interface TAccountingGatewayExtras {
  log?: TAccountingLog;
  acumatica?: TAcumaticaGatewayOptions;
}

/**
 * The one place that picks the accounting system. With ACCOUNTING=acumatica a missing connection
 * setting is a start-up error, not a failure on the first push.
 */
export function createAccountingGateway(
  config: TAccountingConfig,
  localStore?: Partial<LocalAccountingStore>,
  extras: TAccountingGatewayExtras = {},
): AccountingGateway {
  if (config.ACCOUNTING === 'local') return createLocalAccountingGateway(localStore);
  const missing = (['ACUMATICA_URL', 'ACUMATICA_USERNAME', 'ACUMATICA_PASSWORD'] as const).filter(
    (key) => !config[key],
  );
  if (missing.length > 0) {
    throw new Error(`ACCOUNTING=acumatica needs ${missing.join(', ')}.`);
  }
  const client = new AcumaticaClient({
    url: config.ACUMATICA_URL as string,
    username: config.ACUMATICA_USERNAME as string,
    password: config.ACUMATICA_PASSWORD as string,
    tenant: config.ACUMATICA_TENANT,
    endpoint: config.ACUMATICA_ENDPOINT,
    timeoutMs: config.ACUMATICA_TIMEOUT_MS,
    log: extras.log,
  });
  return new AcumaticaGateway(client, extras.acumatica);
}
