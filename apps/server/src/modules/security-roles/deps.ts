import type { TDb } from '../../db/client';

export interface TSecurityRolesDeps {
  db: TDb;
}
