import { describe, expect, it } from 'vitest';
import type { TUser } from '@n5/shared/session/schemas';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { authUserQuery, clearSessionEnded, SIGNED_OUT } from './session';

const user = { UserID: 7, DisplayName: 'Priya Raman' } as TUser;
const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'Sign in to continue.');
const ended = (client: ReturnType<typeof createQueryClient>) =>
  client.getQueryData(queryKeys.session.ended());

function signedIn() {
  const client = createQueryClient();
  client.setQueryData(authUserQuery.queryKey, { user, isAuthenticated: true });
  return client;
}

describe('a 401 ends the session once, whichever call met it', () => {
  it('a write (mutation) answering 401 signs out and says the session ended', async () => {
    const client = signedIn();
    const write = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(unauthorized()),
    });
    await expect(write.execute(undefined)).rejects.toThrow('Sign in to continue.');
    expect(client.getQueryData(authUserQuery.queryKey)).toEqual(SIGNED_OUT);
    expect(ended(client)).toEqual(user);
    clearSessionEnded(client);
    expect(ended(client)).toBeNull();
  });

  it('a read (query) answering 401 does the same', async () => {
    const client = signedIn();
    await expect(
      client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(unauthorized()) }),
    ).rejects.toThrow();
    expect(client.getQueryData(authUserQuery.queryKey)).toEqual(SIGNED_OUT);
    expect(ended(client)).toEqual(user);
  });

  it('a 401 with nobody signed in is no ended session; other refusals change nothing', async () => {
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(unauthorized()) }),
    ).rejects.toThrow();
    expect(ended(client)).toBeUndefined();

    const other = signedIn();
    await expect(
      other.fetchQuery({
        queryKey: ['y'],
        queryFn: () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'No.')),
      }),
    ).rejects.toThrow();
    expect(other.getQueryData(authUserQuery.queryKey)).toEqual({ user, isAuthenticated: true });
    expect(ended(other)).toBeUndefined();
  });
});
