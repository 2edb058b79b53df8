import type { TConfig } from '../../config/env';
import { AcumaticaClient, type TAccountingLog, type TAcumaticaAuth } from './acumatica/client';
import {
  AcumaticaGateway,
  type TAcumaticaGatewayOptions,
  type TCostKind,
} from './acumatica/gateway';
import type { AccountingGateway } from './gateway';
import { createLocalAccountingGateway, type LocalAccountingStore } from './local-gateway';
import type { TAuthorizationSettings } from './acumatica/authorization';
import { DEFAULT_TIMEOUT_MS } from './acumatica/records';
import { parseTokenKey } from './token-crypto';
import type { TRefreshTokenSource } from './token-store';

/** Where an admin signs in to Acumatica (ACUMATICA_AUTH=oauth-code), as messages name it. */
export const ACUMATICA_CONNECT_SCREEN = 'Accounting Reports → Accounting connection (admins)';

const NEEDED = {
  password: ['ACUMATICA_URL', 'ACUMATICA_USERNAME', 'ACUMATICA_PASSWORD'],
  'oauth-password': [
    'ACUMATICA_URL',
    'ACUMATICA_USERNAME',
    'ACUMATICA_PASSWORD',
    'ACUMATICA_CLIENT_ID',
    'ACUMATICA_CLIENT_SECRET',
  ],
  'oauth-code': [
    'ACUMATICA_URL',
    'ACUMATICA_CLIENT_ID',
    'ACUMATICA_CLIENT_SECRET',
    'ACUMATICA_REDIRECT_URL',
    'ACCOUNTING_TOKEN_KEY',
  ],
} as const;

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
      | 'ACUMATICA_REDIRECT_URL'
      | 'ACCOUNTING_TOKEN_KEY'
      | 'ACUMATICA_MAX_CONCURRENT'
      | 'ACUMATICA_SIGN_IN_RETRIES'
      | 'ACUMATICA_BACKOFF_MS'
      | 'ACUMATICA_MAX_BACKOFF_MS'
      | 'ACUMATICA_IDLE_SIGN_OUT_MS'
      | 'ACUMATICA_ACTION_POLL_MS'
      | 'ACUMATICA_BUDGET_INVENTORY_ID'
      | 'ACUMATICA_BUDGET_COST_CODE'
      | 'ACUMATICA_MATCH_COMPANIES'
      | 'ACUMATICA_INCOME_ACCOUNT_GROUP'
      | 'ACUMATICA_COST_ACCOUNT_GROUPS'
      | 'ACUMATICA_TIME_ZONE'
    >
  >;

export interface TAccountingGatewayExtras {
  log?: TAccountingLog;
  /** ACUMATICA_AUTH=oauth-code: the stored refresh token (token-store.ts). */
  tokens?: TRefreshTokenSource;
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
  const missing = NEEDED[auth].filter((key) => !config[key]);
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
    auth: authOf(config, extras),
    timeoutMs: config.ACUMATICA_TIMEOUT_MS,
    maxConcurrent: config.ACUMATICA_MAX_CONCURRENT,
    signInRetries: config.ACUMATICA_SIGN_IN_RETRIES,
    backoffMs: config.ACUMATICA_BACKOFF_MS,
    maxBackoffMs: config.ACUMATICA_MAX_BACKOFF_MS,
    idleSignOutMs: config.ACUMATICA_IDLE_SIGN_OUT_MS,
    actionPollMs: config.ACUMATICA_ACTION_POLL_MS,
    log: extras.log,
  });
  return new AcumaticaGateway(client, {
    ...siteSettings(config),
    ...(config.ACUMATICA_BUDGET_INVENTORY_ID
      ? { budgetInventoryId: config.ACUMATICA_BUDGET_INVENTORY_ID }
      : {}),
    ...(config.ACUMATICA_BUDGET_COST_CODE
      ? { budgetCostCode: config.ACUMATICA_BUDGET_COST_CODE }
      : {}),
    ...extras.acumatica,
  });
}

function authOf(config: TAccountingConfig, extras: TAccountingGatewayExtras): TAcumaticaAuth {
  const auth = config.ACUMATICA_AUTH ?? 'password';
  if (auth === 'password') return { kind: 'password' };
  const client = {
    clientId: config.ACUMATICA_CLIENT_ID as string,
    clientSecret: config.ACUMATICA_CLIENT_SECRET as string,
  };
  if (auth === 'oauth-password') return { kind: 'oauth', grant: 'password', ...client };
  if (!extras.tokens) throw new Error('ACUMATICA_AUTH=oauth-code needs the refresh token store.');
  return {
    kind: 'oauth-code',
    ...client,
    tokens: extras.tokens,
    connectScreen: ACUMATICA_CONNECT_SCREEN,
  };
}

/** The site's names and zone from settings (issue 38 item 1), where they are set. */
function siteSettings(config: TAccountingConfig): TAcumaticaGatewayOptions {
  const groups = config.ACUMATICA_COST_ACCOUNT_GROUPS;
  return {
    ...(config.ACUMATICA_MATCH_COMPANIES === 'name' ? { matchCompaniesByName: true } : {}),
    ...(config.ACUMATICA_INCOME_ACCOUNT_GROUP
      ? { incomeAccountGroup: config.ACUMATICA_INCOME_ACCOUNT_GROUP }
      : {}),
    ...(groups
      ? {
          costAccountGroups: Object.fromEntries(
            groups.split(',').map((pair) => {
              const [group = '', kind = ''] = pair.split('=').map((part) => part.trim());
              return [group, kind as TCostKind];
            }),
          ),
        }
      : {}),
    ...(config.ACUMATICA_TIME_ZONE ? { timeZone: config.ACUMATICA_TIME_ZONE } : {}),
  };
}

/**
 * ACUMATICA_AUTH=oauth-code with ACCOUNTING=acumatica: the refresh token's key and the
 * settings of the admin's sign-in; null otherwise (or when a setting is missing, which
 * createAccountingGateway refuses at start-up).
 */
export function acumaticaCodeFlow(
  config: TAccountingConfig,
): { key: Buffer; authorization: TAuthorizationSettings } | null {
  if (config.ACCOUNTING !== 'acumatica' || config.ACUMATICA_AUTH !== 'oauth-code') return null;
  if (NEEDED['oauth-code'].some((setting) => !config[setting])) return null;
  return {
    key: parseTokenKey(config.ACCOUNTING_TOKEN_KEY),
    authorization: {
      url: config.ACUMATICA_URL as string,
      clientId: config.ACUMATICA_CLIENT_ID as string,
      clientSecret: config.ACUMATICA_CLIENT_SECRET as string,
      redirectUrl: config.ACUMATICA_REDIRECT_URL as string,
      timeoutMs: config.ACUMATICA_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS,
    },
  };
}
