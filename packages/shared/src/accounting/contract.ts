import { z } from 'zod';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import { ZAccountingCallbackQuery, ZAccountingConnection } from './schemas';

/**
 * The Acumatica connection (issue 38 item 5, ACUMATICA_AUTH=oauth-code): an admin signs in to
 * Acumatica once (authorization code); the refresh token is stored encrypted. Admins only.
 */
export const accountingContract = {
  connection: defineRoute({
    method: 'GET',
    path: '/api/acumatica/connection',
    access: ACCESS.admin,
    summary: 'Acumatica connection: the sign-in configured, connected or not, by whom and when',
    reply: ZAccountingConnection,
  }),
  connect: defineRoute({
    method: 'GET',
    path: '/api/acumatica/connection/connect',
    access: ACCESS.admin,
    summary:
      "Browser navigation: a 302 to Acumatica's sign-in page (authorization code, state bound to the session)",
    reply: z.unknown(),
  }),
  callback: defineRoute({
    method: 'GET',
    path: '/api/acumatica/connection/callback',
    access: ACCESS.admin,
    summary:
      "Browser navigation from Acumatica's sign-in page: checks the state, trades the code, stores the refresh token encrypted; 302 to Accounting Reports",
    query: ZAccountingCallbackQuery,
    reply: z.unknown(),
  }),
  disconnect: defineRoute({
    method: 'POST',
    path: '/api/acumatica/connection/disconnect',
    access: ACCESS.admin,
    idempotency: 'repeatable',
    summary: 'Acumatica connection: deletes the stored refresh token',
    reply: ZAccountingConnection,
  }),
} as const;
