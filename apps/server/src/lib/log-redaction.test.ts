import { Writable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCESS } from '@n5/shared/permissions/access';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import type { TDatabase } from '../db/client';
import { projectNotes, users } from '../db/schema/index';
import { openTestDatabase } from '../testing/test-database';
import { TEST_ORIGIN } from '../testing/test-client';
import { loggerOptions } from './log-redaction';

/** Personal data a failed statement carries; none of it may reach the log. */
const PERSON = {
  name: 'Jane Personal',
  email: 'jane.personal@example.com',
  phone: '316-555-0147',
  note: 'Roof leak over the bedroom of the Personal family',
  existingEmail: 'super@n5.local',
};

const lines: string[] = [];
let app: FastifyInstance;
let database: TDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-log-'));

beforeAll(async () => {
  database = await openTestDatabase(inject('testDbTemplate'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST: '/nonexistent-web-dist',
  });
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The app's own logger options (as server.ts builds them), writing where the test reads.
  app = await buildApp({ config, database, loggerInstance: pino(loggerOptions('info'), capture) });
  const { db } = database;
  // Statements the database refuses, each with personal data among its parameters.
  const refused: Record<string, () => Promise<unknown>> = {
    cast: () =>
      db.execute(sql`select ${PERSON.email}::int, ${PERSON.name}, ${PERSON.phone}, ${PERSON.note}`),
    unique: () =>
      db.insert(users).values({
        displayName: PERSON.name,
        firstName: 'Jane',
        lastName: 'Personal',
        emailAddress: PERSON.existingEmail,
        initials: 'JP',
      }),
    foreignKey: () =>
      db.insert(projectNotes).values({ projectId: 2_000_000_000, noteText: PERSON.note }),
  };
  app.get<{ Params: { kind: string } }>(
    '/test/refused/:kind',
    { config: { access: ACCESS.public } },
    async (request) => refused[request.params.kind]!(),
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('logs of a refused statement hold no personal data (issue 11 item 9)', () => {
  it.each(['cast', 'unique', 'foreignKey'])(
    '%s: the error is logged with its SQL and code, without the values',
    async (kind) => {
      lines.length = 0;
      const response = await app.inject({ method: 'GET', url: `/test/refused/${kind}` });
      expect(response.statusCode).toBe(500);
      const log = lines.join('');
      const entry = JSON.parse(lines.find((line) => line.includes('unexpected error'))!);
      // What finding the bug takes is still there: the statement, the code, the types.
      expect(entry.err.message).toMatch(/Failed query: (select|insert)/);
      expect(entry.err.params).toContain('string');
      expect(entry.err.cause.code).toMatch(/^(22P02|23505|23503)$/);
      for (const value of Object.values(PERSON)) expect(log).not.toContain(value);
      expect(log).not.toContain('Personal');
    },
  );
});
