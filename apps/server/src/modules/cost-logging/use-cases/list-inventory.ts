import type { TUser } from '@n5/shared/session/schemas';
import type { TCostLoggingDeps } from '../deps';
import * as q from '../queries';
import { conditionOr404 } from './condition-access';

/** Inventory issued to a condition (spec 3 §7 inventory-log). */
export async function listInventoryLog(
  deps: TCostLoggingDeps,
  input: { conditionID: number },
  _user: TUser,
) {
  await conditionOr404(deps.db, input.conditionID);
  return { inventory: await q.listInventory(deps.db, input.conditionID) };
}

/** Inventory issued to the project's other conditions (spec 3 §7). */
export async function listInventoryOtherConditions(
  deps: TCostLoggingDeps,
  input: { projectID: number; conditionID: number },
  _user: TUser,
) {
  const condition = await conditionOr404(deps.db, input.conditionID);
  return {
    inventory: await q.listInventoryOther(deps.db, condition.projectId, input.conditionID),
  };
}
