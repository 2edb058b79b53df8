import type { TReadyReply } from '@n5/shared/health/contract';
import type { TDb } from '../../../db/client';
import { lastAppliedMigration } from '../queries';

export type THealthDeps = {
  db: TDb;
  /** The journal time of this build's newest migration. */
  newestMigration: number;
  /** Set when the server begins a shutdown: the load balancer takes it out of rotation. */
  state: { draining: boolean };
};

/**
 * Ready when not shutting down and the database answers with every migration this build knows
 * applied (a newer one, from an instance of a later build, is fine: migrations only add).
 */
export async function checkReadiness(deps: THealthDeps): Promise<TReadyReply> {
  if (deps.state.draining) return { status: 'not ready', reason: 'Shutting down.' };
  let applied: number | null;
  try {
    applied = await lastAppliedMigration(deps.db);
  } catch {
    return { status: 'not ready', reason: 'The database does not answer.' };
  }
  if (applied === null || applied < deps.newestMigration) {
    return {
      status: 'not ready',
      reason: 'The database is not migrated to this version yet.',
    };
  }
  return { status: 'ready' };
}
