import type { TDb } from '../../db/client';
import type { TIdentityChange } from '../session/index';

export interface TSecurityRolesDeps {
  db: TDb;
  /** This instance forgets the kept identities a change made here touches (the others hear it). */
  forgetIdentities: (change: TIdentityChange) => void;
}
