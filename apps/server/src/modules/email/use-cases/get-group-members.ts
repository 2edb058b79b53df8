import type { TDbOrTx } from '../../../db/client';
import { findGroupByName } from '../queries';

/** A group's members, [] when the group is missing: for copies that are not required. */
export async function getGroupMembers(input: { tx: TDbOrTx; name: string }) {
  return (await findGroupByName(input.tx, input.name))?.members ?? [];
}
