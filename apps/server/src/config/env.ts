import path from 'node:path';
import { z } from 'zod';
import { parseInteger } from '@n5/shared/core/integer';
import { parseTokenKey } from '../lib/accounting/token-crypto';

/**
 * Every setting of the server, parsed once from the environment, with its default here and in
 * README. Nothing else reads process.env.
 */
/** Fastify's trustProxy from TRUST_PROXY: false, a hop count, or the proxies' addresses. */
function trustProxyOf(
  setting: string,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === '' || setting === 'false') return false;
  if (/^\d+$/.test(setting)) {
    const hops = parseInteger(setting)!;
    return (_address, hop) => hop < hops;
  }
  return setting.split(',').map((address) => address.trim());
}

const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().optional(),
    AUTH_MODE: z.enum(['dev', 'oidc']).optional(),
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    PUBLIC_URL: z.string().url().optional(),
    SESSION_SECRET: z.string().optional(),
    SESSION_TTL_HOURS: z.coerce.number().positive().default(12),
    /**
     * How long an instance may keep a session's identity without reading it again, as a safety
     * net: changes are heard within a second through NOTIFY (docs/deploy.md). 0 turns it off.
     */
    IDENTITY_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('N5 Project Manager <no-reply@n5.local>'),
    DEV_MAILBOX_BCC: z.string().optional(),
    EMAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
    EMAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** One user's mail budget, shared by every route that sends mail (docs/security.md). */
    MAIL_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
    MAIL_PER_USER_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(200),
    ACCOUNTING: z.enum(['local', 'acumatica']).default('local'),
    ACUMATICA_URL: z.string().url().optional(),
    ACUMATICA_USERNAME: z.string().optional(),
    ACUMATICA_PASSWORD: z.string().optional(),
    ACUMATICA_TENANT: z.string().optional(),
    ACUMATICA_ENDPOINT: z.string().default('Default/24.200.001'),
    /** One time-out for every Acumatica call: it may queue a request up to 10 minutes. */
    ACUMATICA_TIMEOUT_MS: z.coerce.number().int().positive().default(660_000),
    /**
     * password: cookie sign-in; oauth-password: OAuth 2.0 resource owner grant; oauth-code: an
     * admin signs in once (authorization code), the refresh token is stored encrypted
     * (docs/accounting.md). Acumatica has no client-credentials grant, so no client-only option.
     */
    ACUMATICA_AUTH: z.enum(['password', 'oauth-password', 'oauth-code']).default('password'),
    ACUMATICA_CLIENT_ID: z.string().optional(),
    ACUMATICA_CLIENT_SECRET: z.string().optional(),
    /**
     * oauth-code: the redirect URI registered on the Connected Application, our callback
     * `{PUBLIC_URL}/api/acumatica/connection/callback` as Acumatica's browser reaches it.
     */
    ACUMATICA_REDIRECT_URL: z.url().optional(),
    /** oauth-code: the AES-256-GCM key of the stored refresh token, 32 bytes in hex or base64. */
    ACCOUNTING_TOKEN_KEY: z.string().optional(),
    ACUMATICA_MAX_CONCURRENT: z.coerce.number().int().min(1).max(20).default(2),
    ACUMATICA_SIGN_IN_RETRIES: z.coerce.number().int().min(0).max(20).default(4),
    ACUMATICA_BACKOFF_MS: z.coerce.number().int().positive().default(2_000),
    ACUMATICA_MAX_BACKOFF_MS: z.coerce.number().int().positive().default(60_000),
    ACUMATICA_IDLE_SIGN_OUT_MS: z.coerce.number().int().positive().default(60_000),
    ACUMATICA_ACTION_POLL_MS: z.coerce.number().int().positive().default(1_000),
    ACUMATICA_BUDGET_INVENTORY_ID: z.string().min(1).default('<N/A>'),
    ACUMATICA_BUDGET_COST_CODE: z.string().min(1).optional(),
    /** none: a company needs its Acumatica id on the CRM company; name: else match by name. */
    ACUMATICA_MATCH_COMPANIES: z.enum(['none', 'name']).default('none'),
    /** Account group of revenue budget lines. */
    ACUMATICA_INCOME_ACCOUNT_GROUP: z.string().min(1).default('INCOME'),
    /** Cost account groups and their kind: "LABOR=labor,MATERIAL=material,SUBCON=sub". */
    ACUMATICA_COST_ACCOUNT_GROUPS: z
      .string()
      .regex(
        /^\s*[^=,]+=(labor|material|equipment|other|sub)\s*(,\s*[^=,]+=(labor|material|equipment|other|sub)\s*)*$/,
        'ACUMATICA_COST_ACCOUNT_GROUPS is GROUP=kind pairs, kind labor|material|equipment|other|sub',
      )
      .default('LABOR=labor,MATERIAL=material,EQUIPMENT=equipment,SUBCON=sub,OTHER=other'),
    /** The site's time zone (IANA), for day boundaries of date filters. */
    ACUMATICA_TIME_ZONE: z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'ACUMATICA_TIME_ZONE must be an IANA time zone such as America/Chicago')
      .default('UTC'),
    COMPANY_NAME: z.string().default('N5 Project Manager'),
    COMPANY_SHORT: z.string().default('N5'),
    /** Our company as clients read it: the PM's company on public pages, the contractor on PDFs. */
    CONTRACTOR_NAME: z.string().min(1).default('N5 Mechanical & Construction, Inc.'),
    KS_REMODEL_TAX_RATE: z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .default('0.0865'),
    /** Who approves condition template requests (docs/decisions.md "Template approver"). */
    TEMPLATE_APPROVER_EMAIL: z.email().default('estimating@n5.local'),
    FILE_MAX_MB: z.coerce.number().positive().max(200).default(20),
    /** Where uploads and stored PDFs live: `local` (DATA_DIR/files) or an S3-compatible bucket. */
    FILE_STORE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible service's address (MinIO, R2, a gateway); unset for AWS S3 itself. */
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    /** Unset: the AWS SDK's standard credential chain (environment, profile, instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Objects go under this prefix ("n5/"), so the bucket may hold other things. */
    S3_PREFIX: z
      .string()
      .regex(/^([a-z0-9][a-z0-9-]*\/)*$/, { error: 'S3_PREFIX is empty or ends with "/".' })
      .default(''),
    /**
     * `GET /api/files/{key}` with the S3 store: `stream` (through the app) or `redirect` (a
     * 302 to a signed URL valid S3_SIGNED_URL_SECONDS, after the same access check).
     */
    S3_DOWNLOADS: z.enum(['stream', 'redirect']).default('stream'),
    S3_SIGNED_URL_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
    /** One user's uploads over every upload route: a rate and a daily quota (docs/security.md). */
    UPLOADS_PER_USER_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
    UPLOAD_MB_PER_USER_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(500),
    /** Receipt OCR worker threads (tesseract.js); each holds ~100 MB and one core while reading. */
    OCR_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
    /**
     * Start the OCR workers when the server starts listening (a few seconds of one core), so the
     * first receipt of the day is read as fast as the rest (issue 35's 5 s); 'false' starts them
     * on the first receipt instead.
     */
    OCR_PRESTART: z.enum(['true', 'false']).default('true'),
    PUBLIC_RATE_LIMIT: z.coerce.number().int().positive().default(60),
    /**
     * Seconds a request body may go without a byte before it is answered 408 and its connection
     * closed (an upload cut short, a client that hangs); not a limit on a whole upload's time.
     */
    BODY_IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(15),
    /**
     * On SIGTERM: seconds /ready answers 503 before the listener closes (set it to the load
     * balancer's time to notice), and the whole shutdown's budget (exit 1 past it).
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(25),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().optional(),
    /**
     * The field menu's external entries (spec 3 §2.9); empty shows the entry without a link.
     * The profile defaults to the Microsoft account page of the Entra ID the app signs in with.
     */
    MOBILE_PAYLOCITY_URL: z.url().or(z.literal('')).default('https://access.paylocity.com/'),
    MOBILE_PROFILE_URL: z.url().or(z.literal('')).default('https://myaccount.microsoft.com/'),
    /**
     * Which proxies may tell the client's address in X-Forwarded-For: off (the default: the
     * socket's address counts, so a client cannot pick its own for the rate limits and
     * sessions), a hop count ("1" behind one proxy), or a comma-separated list of proxy
     * addresses or CIDR ranges.
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(|false|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
        error: 'TRUST_PROXY is off, a hop count, or a list of proxy addresses or CIDR ranges.',
      })
      .default(''),
  })
  .transform((env) => {
    const authMode = env.AUTH_MODE ?? (env.OIDC_ISSUER ? 'oidc' : 'dev');
    return {
      ...env,
      authMode,
      authModeExplicit: env.AUTH_MODE !== undefined,
      dataDir: path.resolve(env.DATA_DIR),
      trustProxy: trustProxyOf(env.TRUST_PROXY),
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    } as const;
  });

export type TConfig = z.infer<typeof ZEnv>;

export function loadConfig(source: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  if (config.authMode === 'oidc' && (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID)) {
    throw new Error('AUTH_MODE=oidc needs OIDC_ISSUER and OIDC_CLIENT_ID.');
  }
  if (config.FILE_STORE === 's3' && !config.S3_BUCKET) {
    throw new Error(
      'FILE_STORE=s3 needs S3_BUCKET (and S3_REGION, S3_ENDPOINT for a non-AWS service).',
    );
  }
  // The refresh token's key is checked at start-up, not on the first push (never echoed).
  if (config.ACUMATICA_AUTH === 'oauth-code') parseTokenKey(config.ACCOUNTING_TOKEN_KEY);
  if (!config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK chain).',
    );
  }
  if (config.NODE_ENV === 'production' && config.authMode === 'dev' && !config.authModeExplicit) {
    throw new Error(
      'Refusing to start: NODE_ENV=production without an OIDC issuer would enable demo sign-in. ' +
        'Set OIDC_ISSUER (and OIDC_CLIENT_ID), or set AUTH_MODE=dev explicitly.',
    );
  }
  return config;
}
