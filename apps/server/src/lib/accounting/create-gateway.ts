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
  Partial<
    Pick<
      TConfig,
      | 'ACUMATICA_TIMEOUT_MS'
      | 'ACUMATICA_ENDPOINT'
      | 'ACUMATICA_AUTH'
      | 'ACUMATICA_CLIENT_ID'
      | 'ACUMATICA_CLIENT_SECRET'
      | 'ACUMATICA_WRITE_TIMEOUT_MS'
      | 'ACUMATICA_MAX_CONCURRENT'
      | 'ACUMATICA_SIGN_IN_RETRIES'
      | 'ACUMATICA_BACKOFF_MS'
      | 'ACUMATICA_MAX_BACKOFF_MS'
      | 'ACUMATICA_IDLE_SIGN_OUT_MS'
      | 'ACUMATICA_ACTION_POLL_MS'
      | 'ACUMATICA_BUDGET_INVENTORY_ID'
      | 'ACUMATICA_BUDGET_COST_CODE'
    >
  >;

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
  const auth = config.ACUMATICA_AUTH ?? 'password';
  const needed = [
    'ACUMATICA_URL',
    ...(auth === 'oauth-client' ? [] : (['ACUMATICA_USERNAME', 'ACUMATICA_PASSWORD'] as const)),
    ...(auth === 'password' ? [] : (['ACUMATICA_CLIENT_ID', 'ACUMATICA_CLIENT_SECRET'] as const)),
  ] as const;
  const missing = needed.filter((key) => !config[key]);
  if (missing.length > 0) {
    const how = auth === 'password' ? '' : ` (ACUMATICA_AUTH=${auth})`;
    throw new Error(`ACCOUNTING=acumatica${how} needs ${missing.join(', ')}.`);
  }
  const client = new AcumaticaClient({
    url: config.ACUMATICA_URL as string,
    username: config.ACUMATICA_USERNAME ?? '',
    password: config.ACUMATICA_PASSWORD ?? '',
    tenant: config.ACUMATICA_TENANT,
    endpoint: config.ACUMATICA_ENDPOINT,
    auth:
      auth === 'password'
        ? { kind: 'password' }
        : {
            kind: 'oauth',
            grant: auth === 'oauth-client' ? 'client_credentials' : 'password',
            clientId: config.ACUMATICA_CLIENT_ID as string,
            clientSecret: config.ACUMATICA_CLIENT_SECRET as string,
          },
    timeoutMs: config.ACUMATICA_TIMEOUT_MS,
    writeTimeoutMs: config.ACUMATICA_WRITE_TIMEOUT_MS,
    maxConcurrent: config.ACUMATICA_MAX_CONCURRENT,
    signInRetries: config.ACUMATICA_SIGN_IN_RETRIES,
    backoffMs: config.ACUMATICA_BACKOFF_MS,
    maxBackoffMs: config.ACUMATICA_MAX_BACKOFF_MS,
    idleSignOutMs: config.ACUMATICA_IDLE_SIGN_OUT_MS,
    actionPollMs: config.ACUMATICA_ACTION_POLL_MS,
    log: extras.log,
  });
  return new AcumaticaGateway(client, {
    ...(config.ACUMATICA_BUDGET_INVENTORY_ID
      ? { budgetInventoryId: config.ACUMATICA_BUDGET_INVENTORY_ID }
      : {}),
    ...(config.ACUMATICA_BUDGET_COST_CODE
      ? { budgetCostCode: config.ACUMATICA_BUDGET_COST_CODE }
      : {}),
    ...extras.acumatica,
  });
}
