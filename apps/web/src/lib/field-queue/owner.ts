/**
 * Whose field queue this is: the signed-in user (set by the session gate). Entries carry the id
 * of the person who made them, and only theirs are shown and sent: a phone handed to a colleague
 * never sends one person's hours or costs as another's, and the first person's waiting entries
 * go when they sign in again. Kept apart from the queue so the entry bundle stays small.
 */
let owner: number | null = null;
const listeners = new Set<() => void>();

export function setFieldQueueOwner(userId: number | null) {
  if (owner === userId) return;
  owner = userId;
  for (const listener of listeners) listener();
}

export const fieldQueueOwner = () => owner;

export function onFieldQueueOwnerChange(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Is an entry this user's? (Entries made before entries carried a user belong to anyone.) */
export const isOwnEntry = (entry: { userId?: number }, userId: number | null) =>
  entry.userId === undefined || (userId !== null && entry.userId === userId);
