import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { browserContract } from '@n5/shared/browser/contract';
import { emailContract } from '@n5/shared/email/contract';
import { filesContract, type TStoredFile } from '@n5/shared/files/contract';
import { sessionContract } from '@n5/shared/session/contract';
import type { TAuthUserReply } from '@n5/shared/session/schemas';
import { usersContract } from '@n5/shared/users/contract';
import { DEFAULT_SEED_PROJECTS } from '../db/seed/index';
import { expectEachOnce, sentCount, type TSmtp } from './crash-email';
import {
  adminQuery,
  call,
  send,
  signIn,
  sleep,
  startApp,
  stopApp,
  waitUntil,
  type TAppOptions,
} from './harness';

const MESSAGES = 6;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** One PDF as multipart/form-data, as the browser uploads it. */
function pdfUpload(projectId: number) {
  const boundary = `----n5faults${randomUUID()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(field('relatedEntity', 'project') + field('relatedId', String(projectId))),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="site.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * (c) Two instances on one database (and one files folder): a session made on A works on B and
 * ends on both when signed out on A; email jobs queued through either run once; a file uploaded
 * on A downloads from B.
 */
export async function twoInstances(
  options: TAppOptions,
  pool: pg.Pool,
  smtp: TSmtp,
  report: (line: string) => void,
) {
  const a = await startApp({ ...options, name: 'instance-a' });
  const b = await startApp({ ...options, name: 'instance-b', port: options.port + 1 });
  try {
    const cookie = await signIn(a.base, 'pm@n5.local');
    const onB = await call<TAuthUserReply>(b.base, cookie, {
      method: 'GET',
      path: sessionContract.getAuthUser.path,
    });
    if (!onB.isAuthenticated) throw new Error('a session made on A is unknown to B');
    report('  sessions: signed in on A, the cookie works on B');

    const marker = `jobs-${randomUUID().slice(0, 8)}`;
    const subjects = Array.from({ length: MESSAGES }, (_, i) => `Fault ${marker} message ${i}`);
    for (const [i, subject] of subjects.entries()) {
      await call(i % 2 === 0 ? a.base : b.base, cookie, {
        path: emailContract.sendEmail.path,
        body: { email: 'office@example.com', subject, text: `Two instances ${marker}.` },
        key: randomUUID(),
      });
    }
    await waitUntil('both instances delivered the queue', 60, async () => {
      return (await sentCount(pool, marker)) === MESSAGES;
    });
    await sleep(2000);
    expectEachOnce(smtp, marker, subjects);
    report(`  jobs: ${MESSAGES} email jobs queued on A and B alternately, each ran once`);

    const { project } = await call<{ project: Array<{ ProjectID: number }> }>(b.base, cookie, {
      path: browserContract.addProject.path,
      body: { projectName: `Fault files ${randomUUID()}` },
    });
    const upload = pdfUpload(project[0]!.ProjectID);
    const uploaded = await fetch(`${a.base}${filesContract.upload.path}`, {
      method: 'POST',
      headers: { cookie, origin: a.base, 'content-type': upload.contentType },
      body: upload.body,
    });
    if (!uploaded.ok) throw new Error(`upload on A: ${uploaded.status} ${await uploaded.text()}`);
    const stored = (await uploaded.json()) as TStoredFile;
    const download = await fetch(`${b.base}${stored.url}`, { headers: { cookie } });
    const bytes = Buffer.from(await download.arrayBuffer());
    if (!download.ok || !bytes.equals(PDF)) {
      throw new Error(`download on B: ${download.status}, ${bytes.length} bytes`);
    }
    report('  files: uploaded on A, the same bytes downloaded from B');

    await call(a.base, cookie, { path: sessionContract.logout.path });
    const after = await send(b.base, cookie, {
      method: 'GET',
      path: usersContract.listDisplayNames.path,
    });
    if (after === 'lost' || after.status !== 401) {
      throw new Error(
        `after signing out on A, B answered ${after === 'lost' ? 'nothing' : after.status}`,
      );
    }
    report('  signed out on A: B refuses the cookie (401)');
  } finally {
    await Promise.all([stopApp(a), stopApp(b)]);
  }
}

/**
 * (d) Two instances started at the same instant on an empty database (issue 30 item 8: one
 * crashed in the migrations, 5 of 5 trials): both answer, and the demo company is seeded once.
 */
export async function twoStartsAtOnce(
  serverUrl: string,
  options: TAppOptions,
  report: (line: string) => void,
) {
  const name = `n5_faults_empty_${process.pid}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const apps = await Promise.allSettled([
    startApp({ ...options, name: 'empty-a', databaseUrl: url.href, port: options.port + 2 }),
    startApp({ ...options, name: 'empty-b', databaseUrl: url.href, port: options.port + 3 }),
  ]);
  try {
    const failed = apps.find((app) => app.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    // The seed's own projects (ids 1..120) once, and the dashboards' past after them, no gaps.
    const projects = await projectsOf(url.href);
    if (projects.seeded !== DEFAULT_SEED_PROJECTS || projects.total !== projects.maxId) {
      throw new Error(
        `after two starts: ${projects.seeded} of the seed's ${DEFAULT_SEED_PROJECTS} projects, ` +
          `${projects.total} in all with ids up to ${projects.maxId}`,
      );
    }
    report('  both started (migrations under an advisory lock), the demo company seeded once');
  } finally {
    for (const app of apps) if (app.status === 'fulfilled') await stopApp(app.value);
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  }
}

async function projectsOf(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await pool.query<{ seeded: number; total: number; maxId: number }>(
      `select count(*) filter (where project_id <= ${DEFAULT_SEED_PROJECTS})::int as seeded,
              count(*)::int as total, coalesce(max(project_id), 0)::int as "maxId"
         from projects`,
    );
    return rows[0]!;
  } finally {
    await pool.end();
  }
}
