import { and, eq, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { accountingSignInStates } from '../../db/schema/index';

/** A state lives ten minutes: the time to sign in to Acumatica and come back. */
const LIFETIME = sql`interval '10 minutes'`;

export async function insertSignInState(
  db: TDbOrTx,
  state: { stateHash: string; sessionHash: string; userId: number },
) {
  await db
    .delete(accountingSignInStates)
    .where(lt(accountingSignInStates.createdAt, sql`now() - ${LIFETIME}`));
  await db.insert(accountingSignInStates).values(state);
}

/** Removes and returns the state (single use), if it is still alive. */
export async function takeSignInState(db: TDbOrTx, stateHash: string) {
  const [taken] = await db
    .delete(accountingSignInStates)
    .where(
      and(
        eq(accountingSignInStates.stateHash, stateHash),
        sql`${accountingSignInStates.createdAt} > now() - ${LIFETIME}`,
      ),
    )
    .returning();
  return taken ?? null;
}
