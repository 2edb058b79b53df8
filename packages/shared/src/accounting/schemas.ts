import { z } from 'zod';

/** How the server signs in to Acumatica (ACUMATICA_AUTH), or null with the local books. */
export const ZAccountingSignIn = z.enum(['password', 'oauth-password', 'oauth-code']);

/** The Acumatica connection (issue 38 item 5): who connected and when, never the token. */
export const ZAccountingConnection = z.object({
  system: z.enum(['local', 'acumatica']),
  signIn: ZAccountingSignIn.nullable(),
  /** Only oauth-code has a connection to make; the password flows sign in by settings. */
  canConnect: z.boolean(),
  connected: z.boolean(),
  connectedBy: z.string().nullable(),
  connectedAt: z.string().nullable(),
  /** When the client last stored a rotated refresh token. */
  rotatedAt: z.string().nullable(),
});
export type TAccountingConnection = z.infer<typeof ZAccountingConnection>;

/** What Acumatica's sign-in page sends back to the callback. */
export const ZAccountingCallbackQuery = z.object({
  /**
   * Any other shape (sent twice, too long) counts as no code: the callback then answers 400 in
   * words, as a refusal naming the field "code" would read like a dump.
   */
  code: z.preprocess(
    (value) => (typeof value === 'string' && value.length <= 4000 ? value : undefined),
    z.string().optional(),
  ),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
