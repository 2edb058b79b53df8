import { recordAudit } from '../../../lib/audit';
import { normalizeAddresses } from '../../../lib/email/outbox';
import type { TEmailDeps } from '../deps';
import { findGroupByName, listGroups, upsertGroup } from '../queries';

/** Creates or changes a group by its name, with its audit row. */
export async function saveGroup(
  deps: Pick<TEmailDeps, 'db'>,
  input: { name: string; description: string; members: string[] },
  userId: number,
) {
  const { db } = deps;
  const members = normalizeAddresses(input.members, 'members');
  const before = await findGroupByName(db, input.name);
  const groupId = await db.transaction(async (tx) => {
    const id = await upsertGroup(tx, { ...input, members });
    await recordAudit(tx, {
      userId,
      entity: 'email_group',
      entityId: id,
      action: before ? 'update' : 'insert',
      before: before && {
        name: before.name,
        description: before.description,
        members: before.members.join(', '),
      },
      after: {
        name: input.name,
        description: input.description,
        members: [...members].sort().join(', '),
      },
    });
    return id;
  });
  const groups = await listGroups(db);
  return groups.find((g) => g.groupId === groupId)!;
}
