import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { uploadedBytesSince } from './queries';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const MB = 1024 * 1024;

const tooMany = (message: string) => new AppError('RATE_LIMITED', message);

/**
 * One user's upload budget over every upload route (issue 30 item 6): a rate (uploads started in
 * the last minute, counted in this process as each request starts, so a burst of parallel
 * uploads is stopped before its bytes are read) and a quota (megabytes stored in the last 24
 * hours, counted from `stored_files`, so it holds across instances and restarts).
 */
export function createUploadQuota(deps: {
  db: TDb;
  perMinute: number;
  megabytesPerDay: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const started = new Map<number, number[]>();

  /** Before the bytes are read: the user's rate. */
  function admit(userId: number) {
    const at = now();
    const recent = (started.get(userId) ?? []).filter((t) => at - t < MINUTE_MS);
    if (recent.length >= deps.perMinute) {
      started.set(userId, recent);
      const wait = Math.ceil((MINUTE_MS - (at - recent[0]!)) / 1000);
      throw tooMany(
        `Too many uploads: at most ${deps.perMinute} a minute per user. Try again in ${wait} seconds.`,
      );
    }
    recent.push(at);
    started.set(userId, recent);
  }

  /** Once the size is known: the user's daily quota, this file included. */
  async function admitBytes(userId: number, bytes: number) {
    const since = new Date(now() - DAY_MS);
    const used = await uploadedBytesSince(deps.db, userId, since);
    if (used + bytes > deps.megabytesPerDay * MB) {
      const usedMb = Math.round(used / MB);
      throw tooMany(
        `Upload quota reached: at most ${deps.megabytesPerDay} MB a day per user ` +
          `(${usedMb} MB uploaded in the last 24 hours). Try again tomorrow or ask an administrator.`,
      );
    }
  }

  return { admit, admitBytes };
}
export type TUploadQuota = ReturnType<typeof createUploadQuota>;
