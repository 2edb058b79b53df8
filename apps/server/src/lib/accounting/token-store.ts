import { and, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { accountingTokens, users } from '../../db/schema/index';
import { openToken, sealToken } from './token-crypto';

/**
 * Where the accounting system's refresh token lives (ACUMATICA_AUTH=oauth-code): one row, the
 * token sealed (token-crypto.ts). The client reads it and stores each rotated one by
 * compare-and-set on `version`; the connection's use cases store and delete it.
 */
const SYSTEM = 'acumatica';

export interface TStoredRefreshToken {
  token: string;
  /** The row's version when read: a rotation is stored only over this one. */
  version: number;
}

/** What the client needs: the current token, and a rotation stored over the one it used. */
export interface TRefreshTokenSource {
  read(): Promise<TStoredRefreshToken | null>;
  /** Stores `token` if the row is still at `version`; false when another write came first. */
  replace(version: number, token: string): Promise<boolean>;
}

export function createRefreshTokenSource(db: TDb, key: Buffer): TRefreshTokenSource {
  return {
    async read() {
      const [row] = await db
        .select({ sealed: accountingTokens.refreshTokenSealed, version: accountingTokens.version })
        .from(accountingTokens)
        .where(eq(accountingTokens.system, SYSTEM));
      return row ? { token: openToken(key, row.sealed), version: row.version } : null;
    },
    async replace(version, token) {
      // One statement, atomic: the row changes only if nobody wrote it since it was read.
      const changed = await db
        .update(accountingTokens)
        .set({
          refreshTokenSealed: sealToken(key, token),
          version: sql`${accountingTokens.version} + 1`,
          rotatedAt: sql`now()`,
        })
        .where(and(eq(accountingTokens.system, SYSTEM), eq(accountingTokens.version, version)))
        .returning({ version: accountingTokens.version });
      return changed.length === 1;
    },
  };
}

/** A new connection's token, replacing any earlier one (its version moves on). */
export async function storeRefreshToken(
  tx: TDbOrTx,
  key: Buffer,
  input: { token: string; userId: number },
) {
  const values = {
    refreshTokenSealed: sealToken(key, input.token),
    connectedBy: input.userId,
    connectedAt: sql`now()`,
    rotatedAt: null,
  };
  await tx
    .insert(accountingTokens)
    .values({ system: SYSTEM, ...values })
    .onConflictDoUpdate({
      target: accountingTokens.system,
      set: { ...values, version: sql`${accountingTokens.version} + 1` },
    });
}

/** Deletes the token; true when there was one. */
export async function deleteRefreshToken(tx: TDbOrTx): Promise<boolean> {
  const removed = await tx
    .delete(accountingTokens)
    .where(eq(accountingTokens.system, SYSTEM))
    .returning({ system: accountingTokens.system });
  return removed.length > 0;
}

/** Who connected and when (never the token). */
export async function readConnection(db: TDbOrTx) {
  const [row] = await db
    .select({
      connectedByUserId: accountingTokens.connectedBy,
      connectedBy: users.displayName,
      connectedAt: accountingTokens.connectedAt,
      rotatedAt: accountingTokens.rotatedAt,
    })
    .from(accountingTokens)
    .leftJoin(users, eq(users.userId, accountingTokens.connectedBy))
    .where(eq(accountingTokens.system, SYSTEM));
  return row ?? null;
}
