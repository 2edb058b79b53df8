// The floor `npm run bench:overhead` compares the app with (issue 37 item 3): a bare Fastify
// server (no logger, no plugins, no hooks, no schemas, default JSON.stringify) on a raw `pg` pool
// of 10 connections, answering the same paths with the least each call needs: ONE indexed
// session lookup (the session row by its primary key: no user, roles or permissions) and the
// endpoint's statements; the tiny list's statement is sent as raw SQL, the others through the
// app's own query functions on the same pool. Not part of the app. Environment: DATABASE_URL, PORT.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { parseInteger } from '@n5/shared/core/integer';
import { openDatabase } from '../db/client';
import { recordAudit } from '../lib/audit';
import { sessionIdOf, SESSION_COOKIE } from '../lib/session-token';
import { listBrowserProjectsJson } from '../modules/browser/queries';
import { listContacts } from '../modules/crm/queries';
import { findProject, updateProjectColumn } from '../modules/project/queries';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const db = database.db;
const pool = database.pool!;
const app = Fastify({ logger: false });
const cookiePattern = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`);

/** The tiny list's statement as the app's listIndustries sends it (modules/crm/queries.ts). */
const INDUSTRIES_SQL =
  'select "industry_id" as "IndustryID", "industry_type" as "IndustryType" from "industries" ' +
  'order by "industries"."industry_type" asc';

/** One indexed session lookup: the user id of a live session, or a 401 already sent. */
async function signedIn(request: FastifyRequest, reply: FastifyReply) {
  const token = cookiePattern.exec(request.headers.cookie ?? '')?.[1];
  const result = token
    ? await pool.query<{ userId: number }>(
        'select user_id as "userId" from sessions where id = $1 and expires_at > now()',
        [sessionIdOf(token)],
      )
    : null;
  const userId = result?.rows[0]?.userId;
  if (userId === undefined) {
    void reply.code(401).send({ error: 'signed out' });
    return null;
  }
  return { UserID: userId };
}

const projectIdOf = (request: FastifyRequest) =>
  parseInteger(String((request.query as { projectID?: string }).projectID ?? '')) ?? 0;

app.get('/api/crm/industries', async (request, reply) => {
  if (!(await signedIn(request, reply))) return reply;
  return { industries: (await pool.query(INDUSTRIES_SQL)).rows };
});

app.get('/api/crm/contactbrowser', async (request, reply) => {
  if (!(await signedIn(request, reply))) return reply;
  return { contacts: await listContacts(db) };
});

app.get('/api/project/project', async (request, reply) => {
  if (!(await signedIn(request, reply))) return reply;
  const project = await findProject(db, projectIdOf(request));
  if (!project) return reply.code(404).send({ error: 'no project' });
  return { projects: [project] };
});

app.post('/api/project/setprojectinfo', async (request, reply) => {
  const user = await signedIn(request, reply);
  if (!user) return reply;
  const body = request.body as { projectID: number; value: string };
  // The statements of the app's field save: lock and read, write, audit, read back.
  const project = await db.transaction(async (tx) => {
    const before = await findProject(tx, body.projectID, { lock: true });
    if (!before) return null;
    await updateProjectColumn(tx, body.projectID, 'projectDescription', body.value);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'project',
      entityId: body.projectID,
      action: 'update',
      before: { ProjectDescription: before.ProjectDescription },
      after: { ProjectDescription: body.value },
    });
    return findProject(tx, body.projectID);
  });
  if (!project) return reply.code(404).send({ error: 'no project' });
  return { project };
});

app.get('/api/project/browser', async (request, reply) => {
  if (!(await signedIn(request, reply))) return reply;
  const json = await listBrowserProjectsJson(db, 'active');
  return reply.type('application/json; charset=utf-8').send(`{"projects":${json}}`);
});

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
await app.listen({ port: parseInteger(process.env.PORT ?? '') ?? 0, host: '127.0.0.1' });
console.warn('bare server ready');
