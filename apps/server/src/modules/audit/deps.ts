import type { TDb } from '../../db/client';

export interface TAuditDeps {
  db: TDb;
}
