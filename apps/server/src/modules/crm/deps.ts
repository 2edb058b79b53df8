import type { TDb } from '../../db/client';

/** What every CRM use case is handed: the database. */
export interface TCrmDeps {
  db: TDb;
}
