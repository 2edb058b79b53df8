import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TRouteContract } from '@n5/shared/core/contract';
import { billingContract } from '@n5/shared/billing/contract';
import { browserContract } from '@n5/shared/browser/contract';
import { contractsContract } from '@n5/shared/contracts/contract';
import { costLoggingContract } from '@n5/shared/cost-logging/contract';
import { crmContract } from '@n5/shared/crm/contract';
import { emailContract } from '@n5/shared/email/contract';
import { estimatingContract } from '@n5/shared/estimating/contract';
import { filesContract } from '@n5/shared/files/contract';
import { mobileContract } from '@n5/shared/mobile/contract';
import { notesContract } from '@n5/shared/notes/contract';
import { trainingContract } from '@n5/shared/training/contract';
import { projectContract } from '@n5/shared/project/contract';
import { receiptsContract } from '@n5/shared/receipts/contract';
import { waiversContract } from '@n5/shared/waivers/contract';
import { idempotencyKeys, projectNotes, stockItems } from '../db/schema/index';
import { deleteExpiredKeys } from '../lib/idempotency/store';
import { multipart, useTestApp } from '../testing/build-test-app';
import { newContactInput } from '../testing/factories/crm';
import { tinyPng } from '../testing/tiny-png';
import { watchRowChanges } from './row-changes';

const {
  t,
  callAs,
  requestAs,
  refusedAs,
  userOf,
  buildProject,
  buildCondition,
  buildCompany,
  buildBillableProject,
} = useTestApp();
let rows: Awaited<ReturnType<typeof watchRowChanges>>;
const GROUP = 'Idempotency Test Group';

beforeAll(async () => {
  rows = await watchRowChanges(t.database.db);
  await callAs('admin', emailContract.saveGroup, {
    body: { name: GROUP, description: '', members: ['group-member@example.com'] },
  });
});

interface TKeyedCase {
  contract: TRouteContract;
  /** A request the route accepts, and another one for "same key, different request". */
  input: object;
  other: object;
  /** A body that is not JSON (an upload), with its content type: the input's, then the other's. */
  payloads?: [TPayload, TPayload];
  /** Who sends it (default the project manager). */
  user?: 'pm' | 'accounting';
}
type TPayload = ReturnType<typeof multipart>;
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\ntrailer<<>>\n%%EOF\n`);

const RECEIPT_FIELDS = { transactionDate: '2026-11-24', total: '12.00', purchasedWithCard: false };
const uploadReceiptAsPm = () =>
  callAs('pm', receiptsContract.upload, {}, multipart({ name: 'r.pdf', data: pdf(randomUUID()) }));

/**
 * Every create route (contract idempotency 'key') with a request it accepts. A route declared
 * 'key' without an entry here fails the first test, so a later create is proved too.
 */
const KEYED_CASES: Record<string, () => Promise<TKeyedCase>> = {
  'POST /api/condition/purchase-order': async () => {
    const condition = await buildCondition({ projectID: (await buildProject()).ProjectID });
    const pm = await userOf('pm');
    const body = {
      userID: pm.UserID,
      conditionID: condition.ConditionID,
      purchaseOrderAmount: '120.50',
      invoiceNo: 'INV-1',
      purchaseOrderDate: '2024-03-04',
      purchaseOrderType: 'Equipment' as const,
    };
    return {
      contract: costLoggingContract.addPurchaseOrder,
      input: { body },
      other: { body: { ...body, purchaseOrderAmount: '99.00' } },
    };
  },
  'POST /api/project/inventory-item': async () => {
    const { ProjectID } = await buildProject();
    const condition = await buildCondition({ projectID: ProjectID });
    const pm = await userOf('pm');
    const inventoryID = `IDEM-${randomUUID().slice(0, 8)}`;
    await t.database.db
      .insert(stockItems)
      .values({ inventoryId: inventoryID, description: 'Screws', averageCost: '2.5000' });
    const body = {
      userID: pm.UserID,
      projectID: ProjectID,
      conditionID: condition.ConditionID,
      inventoryID,
      date: '2024-03-04',
      quantity: '4',
    };
    return {
      contract: costLoggingContract.addInventoryItem,
      input: { body },
      other: { body: { ...body, quantity: '5' } },
    };
  },
  'POST /api/project/project-note-mobile': async () => {
    const { ProjectID } = await buildProject();
    const body = { projectID: ProjectID, note: 'From the field.', includeClientInd: 0 as const };
    return {
      contract: notesContract.addNoteMobile,
      input: { body },
      other: { body: { ...body, note: 'From the field, again.' } },
    };
  },
  'POST /api/project/job-startup-signature': async () => {
    const { ProjectID } = await buildProject({ StageType: 'In Progress' });
    const body = { projectID: ProjectID, name: 'Dale Ortiz', company: 'Ortiz Concrete' };
    return {
      contract: mobileContract.addJobStartupSignature,
      input: { body: { ...body, signature: tinyPng() } },
      other: { body: { ...body, company: 'Ortiz Concrete LLC', signature: tinyPng() } },
    };
  },
  'POST /api/project/projectnote': async () => {
    const { ProjectID } = await buildProject();
    const body = {
      projectID: ProjectID,
      note: 'Crane booked for Monday.',
      includeClientInd: 0 as const,
    };
    return {
      contract: notesContract.addNote,
      input: { body },
      other: { body: { ...body, note: 'Crane booked for Tuesday.' } },
    };
  },
  'POST /api/project/projectnotification': async () => {
    const { ProjectID } = await buildProject();
    const userID = (await userOf('estimator')).UserID;
    return {
      contract: notesContract.addNotification,
      input: { body: { projectID: ProjectID, userID } },
      other: { body: { projectID: ProjectID, userID: (await userOf('accounting')).UserID } },
    };
  },
  'POST /api/training/courses': async () => {
    const body = {
      CourseName: 'Aerial Lift Operator',
      CourseDescription: 'Scissor and boom lifts.',
      CourseStartDate: '2026-11-16',
      Duration: '4',
      Owner: (await userOf('admin')).UserID,
    };
    return {
      contract: trainingContract.addCourse,
      input: { body },
      other: { body: { ...body, Duration: '3' } },
    };
  },
  'POST /api/condition/addcondition': async () => {
    const { ProjectID } = await buildProject();
    const subCategoryCode = '09-2900';
    const { options } = await callAs('pm', estimatingContract.conditionOptions, {
      query: { projectID: ProjectID, subCategoryCode },
    });
    const body = { conditionID: options[0]!.conditionID, projectID: ProjectID, subCategoryCode };
    return {
      contract: estimatingContract.addCondition,
      input: { body },
      other: { body: { ...body, conditionID: options[1]!.conditionID } },
    };
  },
  'POST /api/condition/templatenew': async () => {
    const a = await buildCondition();
    const b = await buildCondition({ projectID: a.ProjectID });
    return {
      contract: estimatingContract.templateNew,
      input: { body: { sourceConditionID: a.ConditionID } },
      other: { body: { sourceConditionID: b.ConditionID } },
    };
  },
  'POST /api/condition/templateoverwrite': async () => {
    const a = await buildCondition();
    const { options } = await callAs('pm', estimatingContract.templateOptions, {
      query: { mainCategory: '09', subCategory: '09-2900' },
    });
    const body = { sourceConditionID: a.ConditionID, targetConditionID: options[0]!.templateID };
    return {
      contract: estimatingContract.templateOverwrite,
      input: { body },
      other: { body: { ...body, targetConditionID: options[1]!.templateID } },
    };
  },
  'POST /api/crm/setcontact': async () => {
    const params = newContactInput();
    return {
      contract: crmContract.setContact,
      input: { body: { params } },
      other: { body: { params: { ...params, ContactTitle: 'Owner' } } },
    };
  },
  'POST /api/project/addproject': async () => ({
    contract: browserContract.addProject,
    input: { body: { projectName: `Keyed ${randomUUID()}` } },
    other: { body: { projectName: `Keyed ${randomUUID()}` } },
  }),
  'POST /api/project/duplicate-project': async () => {
    const { ProjectID } = await buildProject();
    const body = { projectName: `Copy ${randomUUID()}`, projectIDToCopy: ProjectID };
    return {
      contract: projectContract.duplicateProject,
      input: { body },
      other: { body: { ...body, projectName: `${body.projectName} 2` } },
    };
  },
  'POST /api/files': async () => {
    const { ProjectID } = await buildProject();
    const fields = { relatedEntity: 'project', relatedId: String(ProjectID) };
    return {
      contract: filesContract.upload,
      input: {},
      other: {},
      payloads: [
        multipart({ name: 'scope.pdf', data: pdf('scope') }, fields),
        multipart({ name: 'scope.pdf', data: pdf('another scope') }, fields),
      ],
    };
  },
  'POST /api/project/receipt-sas': async () => ({
    contract: receiptsContract.upload,
    input: {},
    other: {},
    payloads: [
      multipart({ name: 'receipt.pdf', data: pdf('receipt') }),
      multipart({ name: 'receipt.pdf', data: pdf('another receipt') }),
    ],
  }),
  'POST /api/project/save-nonproject-receipt': async () => {
    const { blobUrl } = await uploadReceiptAsPm();
    const body = { ...RECEIPT_FIELDS, receiptFileURL: blobUrl };
    return {
      contract: receiptsContract.saveNonProject,
      input: { body },
      other: { body: { ...body, total: '13.00' } },
    };
  },
  'POST /api/project/save-receipt': async () => {
    const { blobUrl } = await uploadReceiptAsPm();
    const { ProjectID } = await buildProject({ StageType: 'In Progress' } as never);
    const condition = await buildCondition({ projectID: ProjectID });
    const pm = await userOf('pm');
    const body = {
      ...RECEIPT_FIELDS,
      receiptFileURL: blobUrl,
      projectID: ProjectID,
      conditionID: condition.ConditionID,
      PONumber: `${pm.UserID}-${condition.ConditionID}-5`,
    };
    return {
      contract: receiptsContract.saveProject,
      input: { body },
      other: { body: { ...body, total: '13.00' } },
    };
  },
  'POST /send-email': async () => {
    const body = { email: 'keyed@example.com', subject: 'Site visit', text: 'At nine.' };
    return {
      contract: emailContract.sendEmail,
      input: { body },
      other: { body: { ...body, text: 'At ten.' } },
    };
  },
  'POST /send-email/bcc-group': async () => {
    const body = { group: GROUP, to: 'keyed@example.com', subject: 'Pay app', text: 'Due.' };
    return {
      contract: emailContract.sendEmailBccGroup,
      input: { body },
      other: { body: { ...body, subject: 'Pay app 2' } },
    };
  },
  'POST /send-email/to-group': async () => {
    const body = { group: GROUP, subject: 'Pay app', text: 'Due.' };
    return {
      contract: emailContract.sendEmailToGroup,
      input: { body },
      other: { body: { ...body, subject: 'Pay app 2' } },
    };
  },
  'POST /api/project/addcontractclient': async () => {
    const [a, b] = await Promise.all([buildProject(), buildProject()]);
    return {
      contract: contractsContract.addClientContract,
      input: { body: { projectID: a.ProjectID } },
      other: { body: { projectID: b.ProjectID } },
    };
  },
  'POST /api/contract/add-contract-alternate': async () => {
    const [a, b] = await Promise.all([buildProject(), buildProject()]);
    return {
      contract: contractsContract.addAlternate,
      input: { body: { projectID: a.ProjectID } },
      other: { body: { projectID: b.ProjectID } },
    };
  },
  'POST /api/invoice/add-payment-application': async () => {
    const billable = async () => (await buildBillableProject()).ProjectID;
    const [a, b] = [await billable(), await billable()];
    return {
      contract: billingContract.addPayApp,
      input: { body: { projectID: a } },
      other: { body: { projectID: b } },
    };
  },
  'POST /api/invoice/payment-received': async () => {
    const projectID = (await buildBillableProject()).ProjectID;
    const which = { projectID, paymentApplicationType: 1 };
    await callAs('pm', billingContract.addPayApp, { body: { projectID } });
    await callAs('pm', billingContract.setColumn, { body: { ...which, percent: '10' } });
    await callAs('accounting', billingContract.setStatus, {
      body: { ...which, status: 'Approved' },
    });
    const payment = { ...which, receivedOn: '2026-11-02', reference: 'CHK 1001' };
    return {
      contract: billingContract.recordPayment,
      input: { body: { ...payment, amount: '10.00' } },
      other: { body: { ...payment, amount: '20.00' } },
      user: 'accounting',
    };
  },
  'POST /api/invoice/add-retainage-release': async () => {
    const certifiedWithRetainage = async () => {
      const projectID = (await buildBillableProject()).ProjectID;
      const which = { projectID, paymentApplicationType: 1 };
      await callAs('pm', billingContract.addPayApp, { body: { projectID } });
      await callAs('pm', billingContract.setColumn, { body: { ...which, percent: '10' } });
      await callAs('accounting', billingContract.setStatus, {
        body: { ...which, status: 'Approved' },
      });
      return projectID;
    };
    const [a, b] = [await certifiedWithRetainage(), await certifiedWithRetainage()];
    return {
      contract: billingContract.addRelease,
      input: { body: { projectID: a, releaseAmount: '10.00' } },
      other: { body: { projectID: b, releaseAmount: null } },
    };
  },
  'POST /api/invoice/lien-waiver-request': async () => {
    const projectID = (await buildBillableProject()).ProjectID;
    const which = { projectID, paymentApplicationType: 1 };
    await callAs('pm', billingContract.addPayApp, { body: { projectID } });
    await callAs('pm', billingContract.setColumn, { body: { ...which, percent: '10' } });
    await callAs('accounting', billingContract.setStatus, {
      body: { ...which, status: 'Approved' },
    });
    const body = { ...which, direction: 'to-client', email: 'signer@example.com' } as const;
    return {
      contract: waiversContract.request,
      input: { body: { ...body, kind: 'conditional-progress' } },
      other: { body: { ...body, kind: 'conditional-final' } },
    };
  },
  'POST /api/contract/addcontractsub': async () => {
    const { ProjectID } = await buildProject();
    const [a, b] = await Promise.all([
      buildCompany({ SubcontractorInd: 1 }),
      buildCompany({ SubcontractorInd: 1 }),
    ]);
    return {
      contract: contractsContract.addSubContract,
      input: { body: { projectID: ProjectID, subCompanyID: a.CompanyID } },
      other: { body: { projectID: ProjectID, subCompanyID: b.CompanyID } },
    };
  },
};

const keyed = (key: string, payload?: TPayload) => ({
  headers: { ...payload?.headers, 'idempotency-key': key },
  ...(payload ? { payload: payload.payload } : {}),
});

describe('Idempotency-Key on every create route', () => {
  it('has a case for every route declared idempotency "key", and every write declares one', () => {
    const keyedRoutes = t.app.routeTable
      .filter((r) => r.idempotency === 'key')
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(keyedRoutes).toEqual(Object.keys(KEYED_CASES).sort());
    const undeclared = t.app.routeTable.filter((r) => r.method !== 'GET' && !r.idempotency);
    expect(undeclared).toEqual([]);
  });

  for (const [route, caseOf] of Object.entries(KEYED_CASES)) {
    it(`${route}: a retry gets the same reply and writes nothing; another request is refused`, async () => {
      const { contract, input, other, payloads, user = 'pm' } = await caseOf();
      const key = randomUUID();
      const before = await rows.count();
      const first = await requestAs(user, contract, input as never, keyed(key, payloads?.[0]));
      expect(first.statusCode, first.body).toBe(200);
      const written = (await rows.count()) - before;
      expect(written).toBeGreaterThan(1); // the create and its key

      const retry = await requestAs(user, contract, input as never, keyed(key, payloads?.[0]));
      expect(retry.statusCode).toBe(200);
      expect(retry.body).toBe(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect((await rows.count()) - before).toBe(written);

      const refusal = await refusedAs(user, contract, other as never, keyed(key, payloads?.[1]));
      expect(refusal.status).toBe(422);
      expect(refusal.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(refusal.error.message).toMatch(/already used for a different request/);
      expect((await rows.count()) - before).toBe(written);
    });
  }
});

describe('Idempotency-Key on adding a note', () => {
  const noteCount = async (projectId: number) =>
    (await t.database.db.select().from(projectNotes).where(eq(projectNotes.projectId, projectId)))
      .length;

  it('creates once when requests with one key arrive together', async () => {
    const { ProjectID } = await buildProject();
    const body = { projectID: ProjectID, note: 'Five at once.', includeClientInd: 0 as const };
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => requestAs('pm', notesContract.addNote, { body }, keyed(key))),
    );
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect(await noteCount(ProjectID)).toBe(1);
  });

  it('reads the body as data: the same fields in another order are the same request', async () => {
    const { ProjectID } = await buildProject();
    const key = randomUUID();
    const body = { projectID: ProjectID, note: 'Order.', includeClientInd: 0 as const };
    const first = await requestAs('pm', notesContract.addNote, { body }, keyed(key));
    const reordered = { includeClientInd: 0 as const, note: 'Order.', projectID: ProjectID };
    const retry = await requestAs('pm', notesContract.addNote, { body: reordered }, keyed(key));
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await noteCount(ProjectID)).toBe(1);
  });

  it('keeps the old behaviour without a key: each request creates', async () => {
    const { ProjectID } = await buildProject();
    const body = { projectID: ProjectID, note: 'No key.', includeClientInd: 0 as const };
    await callAs('pm', notesContract.addNote, { body });
    await callAs('pm', notesContract.addNote, { body });
    expect(await noteCount(ProjectID)).toBe(2);
  });

  it('keeps keys per user: the same key from another user is their own request', async () => {
    const { ProjectID } = await buildProject();
    const body = { projectID: ProjectID, note: 'Mine.', includeClientInd: 0 as const };
    const key = randomUUID();
    await callAs('pm', notesContract.addNote, { body }, keyed(key));
    await callAs('estimator', notesContract.addNote, { body }, keyed(key));
    expect(await noteCount(ProjectID)).toBe(2);
  });

  it('stores no refusal: a refused request leaves the key free for the corrected one', async () => {
    const { ProjectID } = await buildProject();
    const key = randomUUID();
    const blank = { projectID: ProjectID, note: '   ', includeClientInd: 0 as const };
    expect((await refusedAs('pm', notesContract.addNote, { body: blank }, keyed(key))).status).toBe(
      400,
    );
    const body = { ...blank, note: 'Now with text.' };
    await callAs('pm', notesContract.addNote, { body }, keyed(key));
    expect(await noteCount(ProjectID)).toBe(1);
  });

  it('refuses a key that is not 1 to 255 visible characters', async () => {
    const { ProjectID } = await buildProject();
    const body = { projectID: ProjectID, note: 'Bad key.', includeClientInd: 0 as const };
    for (const key of ['', 'a b', 'x'.repeat(256)]) {
      const refusal = await refusedAs('pm', notesContract.addNote, { body }, keyed(key));
      expect(refusal.status).toBe(400);
      expect(refusal.error.message).toMatch(/Idempotency-Key/);
    }
    expect(await noteCount(ProjectID)).toBe(0);
  });

  it('forgets a key after a day: it then creates again, and the cleanup deletes it', async () => {
    const { ProjectID } = await buildProject();
    const body = { projectID: ProjectID, note: 'Yesterday.', includeClientInd: 0 as const };
    const key = randomUUID();
    await callAs('pm', notesContract.addNote, { body }, keyed(key));
    const age = sql`now() - interval '25 hours'`;
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: age })
      .where(eq(idempotencyKeys.key, key));
    await callAs('pm', notesContract.addNote, { body }, keyed(key));
    expect(await noteCount(ProjectID)).toBe(2);

    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: age })
      .where(eq(idempotencyKeys.key, key));
    expect(await deleteExpiredKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(
      await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toEqual([]);
  });
});
