import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed/index';
import { SERVER_ROOT } from '../lib/paths';

export type TTestDbKind = 'pglite' | 'postgres';

/** What the global setup hands to every test file (through vitest's provide/inject). */
export interface TTestDbTemplate {
  kind: TTestDbKind;
  /** pglite: a dumpDataDir tarball of the migrated, seeded template. */
  dumpFile?: string;
  /** postgres: server URL and the template database to copy. */
  serverUrl?: string;
  templateName?: string;
}

const TMP_DIR = path.resolve(SERVER_ROOT, '../../.tmp');

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds one template database, once per test run. */
export async function createTemplate(kind: TTestDbKind): Promise<TTestDbTemplate> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const dump = await database.pglite!.dumpDataDir('gzip');
    fs.mkdirSync(TMP_DIR, { recursive: true });
    const dumpFile = path.join(TMP_DIR, `test-template-${process.pid}.tar.gz`);
    fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return { kind, dumpFile };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const templateName = `n5_template_${process.pid}`;
  await adminQuery(serverUrl, `drop database if exists ${templateName}`);
  await adminQuery(serverUrl, `create database ${templateName}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, templateName) });
  await migrateDatabase(database);
  await seedDatabase(database.db);
  await database.close();
  return { kind, serverUrl, templateName };
}

export async function dropTemplate(template: TTestDbTemplate) {
  if (template.dumpFile) fs.rmSync(template.dumpFile, { force: true });
  if (template.serverUrl && template.templateName) {
    await adminQuery(
      template.serverUrl,
      `drop database if exists ${template.templateName} with (force)`,
    );
  }
}

/** A fresh copy of the template for one test file: its own database, nothing shared. */
export async function openTestDatabase(template: TTestDbTemplate): Promise<TDatabase> {
  if (template.kind === 'pglite') {
    const dump = new Blob([fs.readFileSync(template.dumpFile!)]);
    return openDatabase({ loadDataDir: dump });
  }
  const name = `n5_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(
    template.serverUrl!,
    `create database ${name} template ${template.templateName}`,
  );
  const database = await openDatabase({ databaseUrl: databaseUrl(template.serverUrl!, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(template.serverUrl!, `drop database if exists ${name} with (force)`);
    },
  };
}
