import type { TUser } from '@n5/shared/session/schemas';
import type { TAccountingDeps } from './deps';
import { disconnect } from './use-cases/disconnect';
import { finishConnect } from './use-cases/finish-connect';
import { getConnection } from './use-cases/get-connection';
import { startConnect } from './use-cases/start-connect';

/** The Acumatica connection (issue 38 item 5): status, connect, callback, disconnect. */
export function createAccountingService(deps: TAccountingDeps) {
  return {
    getConnection: () => getConnection(deps),
    startConnect: (input: { sessionId: string }, user: TUser) => startConnect(deps, input, user),
    finishConnect: (
      input: { code?: string; state?: string; error?: string; sessionId: string },
      user: TUser,
    ) => finishConnect(deps, input, user),
    disconnect: (user: TUser) => disconnect(deps, user),
  };
}
export type TAccountingService = ReturnType<typeof createAccountingService>;
