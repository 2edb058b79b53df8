// The floor `npm run bench:overhead` compares the app with: a bare Fastify server (no logger, no
// plugins, no hooks, no schemas, default JSON.stringify) answering the same paths with the least
// each call needs: the session lookup (the app's own one statement) and the endpoint's statements,
// through the app's own query functions on the same kind of pool. Not part of the app.
// Environment: DATABASE_URL, PORT.
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { canAccess, ACCESS } from '@n5/shared/permissions/access';
import { parseInteger } from '@n5/shared/core/integer';
import { openDatabase } from '../db/client';
import { recordAudit } from '../lib/audit';
import { sessionIdOf, SESSION_COOKIE } from '../lib/session-token';
import { listBrowserProjectsJson } from '../modules/browser/queries';
import { listContacts, listIndustries } from '../modules/crm/queries';
import { findProject, updateProjectColumn } from '../modules/project/queries';
import { findUserBySessionId } from '../modules/session/queries';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL! });
const db = database.db;
const app = Fastify({ logger: false });
const cookiePattern = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`);

/** The session lookup a signed-in call needs: the user, or a 401 already sent. */
async function signedIn(request: FastifyRequest, reply: FastifyReply) {
  const token = cookiePattern.exec(request.headers.cookie ?? '')?.[1];
  const user = token ? await findUserBySessionId(db, sessionIdOf(token)) : null;
  if (!user || !canAccess(user, ACCESS.office)) {
    void reply.code(401).send({ error: 'signed out' });
    return null;
  }
  return user;
}

const projectIdOf = (request: FastifyRequest) =>
  parseInteger(String((request.query as { projectID?: string }).projectID ?? '')) ?? 0;

app.get('/api/crm/industries', async (request, reply) => {
  if (!(await signedIn(request, reply))) return reply;
  return { industries: await listIndustries(db) };
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
