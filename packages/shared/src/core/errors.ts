import { z } from 'zod/mini';

/** The only shape of a 4xx/5xx body, everywhere. */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An Idempotency-Key sent again with a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The accounting system (or another system we call) failed; the message says how. */
  BAD_GATEWAY: 502,
} as const;
export type TErrorCode = keyof typeof ERROR_STATUS;

/**
 * A value the caller sent, as a message shows it: at most `max` characters, so a refusal of a
 * 100 KB string does not echo 100 KB back (or into the logs).
 */
export function quoteInput(value: unknown, max = 60): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
