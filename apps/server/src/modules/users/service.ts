import type { TDb } from '../../db/client';
import { listRoles, listUsers, listUsersWithRoles } from './queries';

/** Users and roles as the user pickers and the security screens read them. */
export function createUsersService(deps: { db: TDb }) {
  const { db } = deps;
  return {
    listUsers: () => listUsers(db),
    async listDisplayNames() {
      return (await listUsers(db)).map(({ UserID, DisplayName }) => ({ UserID, DisplayName }));
    },
    listRoles: () => listRoles(db),
    /** Active users and their role ids (positions, issue 36). */
    listUsersWithRoles: () => listUsersWithRoles(db),
  };
}
export type TUsersService = ReturnType<typeof createUsersService>;
