import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionContract } from '@n5/shared/session/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session-keys';
import { authUserQuery, clearSessionEnded } from '../../../lib/session';

/**
 * POST /auth/dev-login. The reply is the new session's user: it replaces the session query (so
 * every guard re-renders) and any data of a previous user is dropped.
 */
export function useDevLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(sessionContract.devLogin, { body: { email } }),
    onSuccess: (reply) => {
      const [session] = sessionKeys.all;
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== session });
      queryClient.setQueryData(authUserQuery.queryKey, reply);
      clearSessionEnded(queryClient);
    },
  });
}
