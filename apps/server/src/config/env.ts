import path from 'node:path';
import { z } from 'zod';
import { parseInteger } from '@n5/shared/core/integer';

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
    ACUMATICA_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /** password: cookie sign-in; oauth-client / oauth-password: OAuth 2.0 (docs/accounting.md). */
    ACUMATICA_AUTH: z.enum(['password', 'oauth-client', 'oauth-password']).default('password'),
    ACUMATICA_CLIENT_ID: z.string().optional(),
    ACUMATICA_CLIENT_SECRET: z.string().optional(),
    ACUMATICA_WRITE_TIMEOUT_MS: z.coerce.number().int().positive().default(660_000),
    ACUMATICA_MAX_CONCURRENT: z.coerce.number().int().min(1).max(20).default(2),
    ACUMATICA_SIGN_IN_RETRIES: z.coerce.number().int().min(0).max(20).default(4),
    ACUMATICA_BACKOFF_MS: z.coerce.number().int().positive().default(2_000),
    ACUMATICA_MAX_BACKOFF_MS: z.coerce.number().int().positive().default(60_000),
    ACUMATICA_IDLE_SIGN_OUT_MS: z.coerce.number().int().positive().default(60_000),
    ACUMATICA_ACTION_POLL_MS: z.coerce.number().int().positive().default(1_000),
    ACUMATICA_BUDGET_INVENTORY_ID: z.string().min(1).default('<N/A>'),
    ACUMATICA_BUDGET_COST_CODE: z.string().min(1).optional(),
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
  if (config.NODE_ENV === 'production' && config.authMode === 'dev' && !config.authModeExplicit) {
    throw new Error(
      'Refusing to start: NODE_ENV=production without an OIDC issuer would enable demo sign-in. ' +
        'Set OIDC_ISSUER (and OIDC_CLIENT_ID), or set AUTH_MODE=dev explicitly.',
    );
  }
  return config;
}
