import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { billingContract } from '@n5/shared/billing/contract';
import { contractsContract } from '@n5/shared/contracts/contract';
import { payappContract } from '@n5/shared/payapp/contract';
import { receiptsContract } from '@n5/shared/receipts/contract';
import type { FileStore } from '../lib/files/file-store';
import { pdfForm, PDF } from './multipart';
import { INSTANCE_HEADER, type TRoundRobinProxy } from './round-robin-proxy';

export interface TTwoInstances {
  proxy: TRoundRobinProxy;
  pool: pg.Pool;
  /** The bucket both instances use, read directly (no instance in between). */
  bucket: FileStore;
  /** Each instance's own DATA_DIR: nothing of the files may land there. */
  dataDirs: string[];
}

type TInstance = 'a' | 'b';

/**
 * A request through the one port, reaching `instance`: the proxy alternates per request, so a
 * cheap /health goes first when the other instance is next. Fails unless `instance` answered.
 */
export async function via(
  proxy: TRoundRobinProxy,
  instance: TInstance,
  urlPath: string,
  init: RequestInit & { cookie?: string } = {},
) {
  if (proxy.nextInstance() !== instance) await (await fetch(`${proxy.base}/health`)).arrayBuffer();
  const { cookie, headers, ...rest } = init;
  const response = await fetch(`${proxy.base}${urlPath}`, {
    ...rest,
    headers: { origin: proxy.base, ...(cookie ? { cookie } : {}), ...headers },
  });
  const answered = response.headers.get(INSTANCE_HEADER);
  if (answered !== instance) throw new Error(`${urlPath} reached ${answered}, not ${instance}`);
  return response;
}

/** The reply's JSON; fails naming the call unless it answered 200. */
async function jsonOf<T>(what: string, response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The same bytes through both instances. */
async function readOnBoth(t: TTwoInstances, cookie: string, url: string, expected: Buffer) {
  for (const instance of ['a', 'b'] as const) {
    const response = await via(t.proxy, instance, url, { cookie });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok || !bytes.equals(expected))
      throw new Error(`${url} on ${instance}: ${response.status}, ${bytes.length} bytes`);
  }
}

/** A pending client contract with lines, uploaded on B as the signed PDF; read on A and B. */
async function contractOnB(t: TTwoInstances, cookie: string) {
  const { rows } = await t.pool.query<{ guid: string }>(
    `select cc.contract_id::text as guid from client_contracts cc
      where cc.stage = 'Pending' and cc.company_id is not null
        and exists (select 1 from conditions k where k.client_contract_id = cc.contract_id)
      order by cc.contract_type = 'Base' desc, cc.contract_id limit 5`,
  );
  const refusals: string[] = [];
  // A seeded contract may not be ready to approve (readiness, as for a send): the next is tried.
  for (const { guid } of rows) {
    const form = pdfForm({ contractGUID: guid });
    const response = await via(t.proxy, 'b', contractsContract.uploadClientContract.path, {
      method: 'POST',
      cookie,
      headers: { 'content-type': form.contentType },
      body: form.body,
    });
    if (response.status === 400) {
      refusals.push(await response.text());
      continue;
    }
    const { fileUrl } = await jsonOf<{ fileUrl: string }>('contract upload on B', response);
    await readOnBoth(t, cookie, fileUrl, PDF);
    return;
  }
  throw new Error(`no pending client contract took an upload: ${refusals.join(' | ')}`);
}

/** A receipt uploaded on B, submitted on A, its PDF read on both. */
async function receiptOnB(t: TTwoInstances, cookie: string) {
  const receipt = Buffer.concat([PDF, Buffer.from(`% receipt ${randomUUID()}\n`)]);
  const form = pdfForm({}, receipt, 'receipt.pdf');
  const uploaded = await jsonOf<{ blobUrl: string }>(
    'receipt upload on B',
    await via(t.proxy, 'b', receiptsContract.upload.path, {
      method: 'POST',
      cookie,
      headers: { 'content-type': form.contentType, 'idempotency-key': randomUUID() },
      body: form.body,
    }),
  );
  const saved = await jsonOf<{ receiptID: number }>(
    'receipt submitted on A',
    await via(t.proxy, 'a', receiptsContract.saveNonProject.path, {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        receiptFileURL: uploaded.blobUrl,
        vendor: 'Two instances',
        transactionDate: '2026-11-24',
        total: '12.50',
        purchasedWithCard: true,
        contentType: 'application/pdf',
        fileName: 'receipt.pdf',
      }),
    }),
  );
  const pdfPath = receiptsContract.pdf.path.replace(':receiptId', String(saved.receiptID));
  await readOnBoth(t, cookie, pdfPath, receipt);
}

/** The first open pay app of a project whose earlier ones are all certified. */
async function openPayApp(pool: pg.Pool) {
  const { rows } = await pool.query<{ projectID: number; number: number }>(
    `select p.project_id as "projectID", p.number from pay_apps p
      where p.certified_at is null and p.status in ('Preparing', 'Pending') and p.kind = 'progress'
        and not exists (select 1 from pay_apps e
                         where e.project_id = p.project_id and e.number < p.number
                           and e.certified_at is null)
      order by p.pay_app_id limit 1`,
  );
  if (!rows[0]) throw new Error('the seeded company has no pay app to certify');
  return rows[0];
}

/** Certified on A (sent to accounting); B serves the PDF A stored, byte for byte. */
async function payAppOnA(t: TTwoInstances, cookie: string) {
  const { projectID, number } = await openPayApp(t.pool);
  const { payApp } = await jsonOf<{ payApp: { guid: string; status: string } }>(
    'certify on A',
    await via(t.proxy, 'a', billingContract.sendToAccounting.path, {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectID, paymentApplicationType: number }),
    }),
  );
  const { rows } = await t.pool.query<{ storageKey: string; sha256: string }>(
    `select f.storage_key as "storageKey", f.sha256 from pay_apps p
       join stored_files f on f.file_key::text = p.pdf_file_key where p.guid = $1`,
    [payApp.guid],
  );
  if (!rows[0]) throw new Error(`pay app ${payApp.guid} was certified on A without a stored PDF`);
  if (!(await t.bucket.exists(rows[0].storageKey)))
    throw new Error(`the stored PDF ${rows[0].storageKey} is not in the bucket`);
  const pdfUrl = `${payappContract.pdf.path}?guid=${payApp.guid}`;
  const onB = await via(t.proxy, 'b', pdfUrl);
  const bytes = Buffer.from(await onB.arrayBuffer());
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (!onB.ok || sha256 !== rows[0].sha256)
    throw new Error(
      `B rendered the pay app PDF afresh or failed (${onB.status}), not A's stored one`,
    );
  return `${projectID}/${number}`;
}

/** Nothing of the files lands in either instance's own DATA_DIR. */
function expectNoLocalFiles(dataDirs: string[]) {
  for (const dir of dataDirs) {
    const files = path.join(dir, 'files');
    if (fs.existsSync(files) && fs.readdirSync(files, { recursive: true }).length > 0)
      throw new Error(`${files} holds files: the S3 store was not used`);
  }
}

/**
 * Files behind one port over two instances on two DATA_DIRs and one bucket (issue 37 item 2).
 */
export async function sharedFiles(t: TTwoInstances, report: (line: string) => void) {
  const signIn = await via(t.proxy, 'a', '/auth/dev-login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'accounting@n5.local' }),
  });
  const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0]!;
  if (!signIn.ok || !cookie) throw new Error(`dev-login on A answered ${signIn.status}`);
  await contractOnB(t, cookie);
  report(
    '  files: signed in on A; a signed contract PDF uploaded on B, the same bytes from A and B',
  );
  await receiptOnB(t, cookie);
  report('  files: a receipt uploaded on B, submitted on A, its PDF the same from A and B');
  const which = await payAppOnA(t, cookie);
  report(`  files: pay app ${which} certified on A; B serves the PDF A stored in the bucket`);
  expectNoLocalFiles(t.dataDirs);
  report('  files: both DATA_DIRs hold no files (all in the bucket)');
  return cookie;
}
