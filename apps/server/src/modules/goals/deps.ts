import type { TDb } from '../../db/client';

export interface TGoalsDeps {
  db: TDb;
  /** The users service: the people a goal may be given to. */
  users: { listUsers(): Promise<Array<{ UserID: number; DisplayName: string }>> };
  /** The clock (tests pin it); year ranges are relative to it. */
  now?: () => Date;
}

export const today = (deps: Pick<TGoalsDeps, 'now'>) => (deps.now ? deps.now() : new Date());
