import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { browserContract } from '@n5/shared/browser/contract';
import { notesContract } from '@n5/shared/notes/contract';
import {
  call,
  killHard,
  send,
  startApp,
  type TAnswer,
  type TAppOptions,
  type TAppProcess,
} from './harness';

const BURST = 50;
/** Acknowledged replies before each kill: early, middle and late in a burst. */
const KILL_AFTER_ACKS = [5, 20, 35];

interface TWrite {
  key: string;
  body: { projectID: number; note: string; includeClientInd: 0 };
  first: TAnswer | 'lost';
}

type TCtx = { cookie: string; projectID: number };

/** Sends a burst of note creates and kills the app after `killAfter` acknowledged replies. */
async function burstAndKill(target: TAppProcess, ctx: TCtx, round: number, killAfter: number) {
  const { cookie, projectID } = ctx;
  const writes: TWrite[] = Array.from({ length: BURST }, (_, i) => ({
    key: randomUUID(),
    body: { projectID, note: `burst ${round} write ${i} ${randomUUID()}`, includeClientInd: 0 },
    first: 'lost',
  }));
  let acks = 0;
  const kill: { done: Promise<void> | null } = { done: null };
  await Promise.all(
    writes.map(async (write) => {
      write.first = await send(target.base, cookie, {
        path: notesContract.addNote.path,
        body: write.body,
        key: write.key,
      });
      if (write.first !== 'lost' && write.first.status === 200 && ++acks === killAfter) {
        kill.done = killHard(target);
      }
    }),
  );
  await (kill.done ?? killHard(target));
  const lost = writes.filter((w) => w.first === 'lost');
  const refused = writes.filter((w) => w.first !== 'lost' && w.first.status !== 200);
  if (refused.length > 0) {
    const first = refused[0]!.first as TAnswer;
    throw new Error(
      `burst ${round}: ${refused.length} refused, e.g. ${first.status} ${first.body}`,
    );
  }
  return { writes, lost };
}

/** The client's retry: each lost request again with its key; how many had committed. */
async function retryLost(current: TAppProcess, cookie: string, round: number, lost: TWrite[]) {
  let committedBeforeKill = 0;
  for (const write of lost) {
    const retry = await send(current.base, cookie, {
      path: notesContract.addNote.path,
      body: write.body,
      key: write.key,
    });
    if (retry === 'lost' || retry.status !== 200) {
      throw new Error(`burst ${round}: a retry answered ${JSON.stringify(retry)}`);
    }
    if (retry.replayed) committedBeforeKill += 1;
    write.first = retry;
  }
  return committedBeforeKill;
}

/** An acknowledged request sent again after the restart gets its first reply, byte for byte. */
async function checkReplays(current: TAppProcess, cookie: string, round: number, acked: TWrite[]) {
  for (const write of acked.slice(0, 3)) {
    const again = await send(current.base, cookie, {
      path: notesContract.addNote.path,
      body: write.body,
      key: write.key,
    });
    const first = write.first as TAnswer;
    if (again === 'lost' || !again.replayed || again.body !== first.body) {
      throw new Error(`burst ${round}: an acknowledged write answered differently on retry`);
    }
  }
}

/** Every write is stored once, with the id its reply gave; nothing else is stored. */
async function checkStored(pool: pg.Pool, projectID: number, all: TWrite[]) {
  const { rows } = await pool.query<{ note_id: number; note_text: string }>(
    'select note_id, note_text from project_notes where project_id = $1',
    [projectID],
  );
  const stored = new Map<string, number[]>();
  for (const row of rows)
    stored.set(row.note_text, [...(stored.get(row.note_text) ?? []), row.note_id]);
  for (const write of all) {
    const ids = stored.get(write.body.note) ?? [];
    const replied = (
      JSON.parse((write.first as TAnswer).body) as { projectNote: { NoteID: number } }
    ).projectNote.NoteID;
    if (ids.length !== 1 || ids[0] !== replied) {
      throw new Error(
        `"${write.body.note}" is stored ${ids.length} times (ids ${ids.join(', ')}), reply said ${replied}`,
      );
    }
  }
  if (rows.length !== all.length) {
    throw new Error(`${rows.length} notes stored for ${all.length} requests`);
  }
}

/**
 * (a) kill -9 during bursts of 50 concurrent note creates, each with its Idempotency-Key; after
 * a restart every request whose reply was lost is sent again with its key. Every acknowledged
 * write must be stored once, with the id its reply gave; every retried one once; nothing twice.
 */
export async function crashDuringWrites(
  app: TAppProcess,
  options: TAppOptions,
  cookie: string,
  pool: pg.Pool,
  report: (line: string) => void,
): Promise<TAppProcess> {
  const { project } = await call<{ project: Array<{ ProjectID: number }> }>(app.base, cookie, {
    path: browserContract.addProject.path,
    body: { projectName: `Fault burst ${randomUUID()}` },
    key: randomUUID(),
  });
  const projectID = project[0]!.ProjectID;
  const all: TWrite[] = [];
  let lostTotal = 0;
  let current = app;

  for (const [round, killAfter] of KILL_AFTER_ACKS.entries()) {
    const { writes, lost } = await burstAndKill(current, { cookie, projectID }, round, killAfter);
    current = await startApp(options);
    const committedBeforeKill = await retryLost(current, cookie, round, lost);
    await checkReplays(
      current,
      cookie,
      round,
      writes.filter((w) => !lost.includes(w)),
    );
    report(
      `  burst ${round + 1}: ${BURST - lost.length} acknowledged, kill -9, ${lost.length} lost ` +
        `(${committedBeforeKill} had committed: replayed; ${lost.length - committedBeforeKill} created by the retry)`,
    );
    all.push(...writes);
    lostTotal += lost.length;
  }

  if (lostTotal === 0) throw new Error('every reply arrived before its kill: nothing was tested');
  await checkStored(pool, projectID, all);
  report(`  ${all.length} writes, each stored exactly once with the id its reply gave`);
  return current;
}
