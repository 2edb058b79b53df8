import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromNumeric, sub, toNumeric } from '@n5/shared/core/decimal';
import { receiptsContract as c } from '@n5/shared/receipts/contract';
import { trackingContract } from '@n5/shared/tracking/contract';
import type { TUser } from '@n5/shared/session/schemas';
import { createFixedAnalyzer } from '../../lib/ocr/receipt-analyzer';
import { multipart, useTestApp } from '../../testing/build-test-app';
import { receiptPdf, renderReceiptJpeg } from '../../testing/receipt-image';
import type { TCaller } from '../../testing/test-client';

// The OCR has its own real test (lib/ocr); here the reader answers a fixed reading.
const READING = { vendor: 'Fixed Vendor', transactionDate: '2026-11-24', total: '62.49' };
const { callAs, refusedAs, requestAs, userOf, buildProject, buildCondition } = useTestApp(
  {},
  { receiptAnalyzer: createFixedAnalyzer(READING) },
);

let field: TUser;
let pdf: Buffer;
beforeAll(async () => {
  field = await userOf('field');
  pdf = await receiptPdf([renderReceiptJpeg(['SMALL RECEIPT'], { width: 300, height: 400 })]);
});

const upload = (caller: TCaller, data: Buffer, name = 'receipt.pdf') =>
  callAs(caller, c.upload, {}, multipart({ name, data, type: 'application/pdf' }));

async function projectWithCondition(StageType = 'In Progress') {
  const project = await buildProject({ StageType } as never);
  const condition = await buildCondition({ projectID: project.ProjectID });
  return { projectID: project.ProjectID, conditionID: condition.ConditionID };
}

const nonProjectBody = (receiptFileURL: string, overrides: Record<string, unknown> = {}) => ({
  receiptFileURL,
  vendor: 'Quick Stop',
  transactionDate: '2026-11-24',
  total: '$1,062.49',
  purchasedWithCard: true,
  contentType: 'application/pdf',
  fileName: 'receipt.pdf',
  displayName: 'Field User',
  notes: 'Fuel',
  ...overrides,
});

describe('receipt options', () => {
  it('lists Approved and In Progress projects only, text beginning with the 5-digit id', async () => {
    const wip = await buildProject({ StageType: 'In Progress' } as never);
    const prep = await buildProject();
    const options = await callAs('field', c.projectOptions);
    const ids = options.map((o) => o.value);
    expect(ids).toContain(wip.ProjectID);
    expect(ids).not.toContain(prep.ProjectID);
    const option = options.find((o) => o.value === wip.ProjectID)!;
    expect(option.text.slice(0, 5)).toBe(String(wip.ProjectID).padStart(5, '0'));
  });

  it('lists a project’s conditions with comments and scope; refuses other stages and bad ids', async () => {
    const { projectID, conditionID } = await projectWithCondition();
    const conditions = await callAs('field', c.conditionOptions, {
      query: { projectID: String(projectID) },
    });
    expect(conditions.map((x) => x.value)).toEqual([conditionID]);
    expect(conditions[0]).toHaveProperty('internalcomments');
    expect(conditions[0]).toHaveProperty('subcontractorscope');
    const prep = await buildProject();
    expect(
      (
        await refusedAs('field', c.conditionOptions, {
          query: { projectID: String(prep.ProjectID) },
        })
      ).status,
    ).toBe(400);
    expect(
      (await refusedAs('field', c.conditionOptions, { query: { projectID: 'ab' } })).status,
    ).toBe(400);
    expect((await refusedAs('anonymous', c.projectOptions)).status).toBe(401);
  });
});

describe('upload and analysis', () => {
  it('stores the PDF and reads its JPEG page', async () => {
    const stored = await upload('field', pdf, '1-2-3.pdf');
    expect(stored.blobUrl).toBe(`/api/files/${stored.blobName}`);
    expect(stored.fileName).toBe('1-2-3.pdf');
    const reading = await callAs('field', c.analyze, { body: { blobName: stored.blobName } });
    expect(reading).toEqual(READING);
  });

  it('refuses a JPEG or PNG upload (PDF only) and a PDF without a JPEG photo', async () => {
    const jpeg = renderReceiptJpeg(['X'], { width: 100, height: 100 });
    const refused = await requestAs(
      'field',
      c.upload,
      {},
      { ...multipart({ name: 'photo.jpg', data: jpeg, type: 'image/jpeg' }) },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/PDF/);

    const png = createCanvas(50, 50).toBuffer('image/png');
    const doc = await PDFDocument.create();
    doc.addPage().drawImage(await doc.embedPng(png), { x: 0, y: 0, width: 50, height: 50 });
    const pngPdf = await upload('field', Buffer.from(await doc.save()));
    const noJpeg = await refusedAs('field', c.analyze, { body: { blobName: pngPdf.blobName } });
    expect(noJpeg.status).toBe(400);
    expect(noJpeg.error.message).toMatch(/JPEG/);
  });

  it('refuses to analyse someone else’s upload or an unknown one', async () => {
    const stored = await upload('pm', pdf);
    expect(
      (await refusedAs('field', c.analyze, { body: { blobName: stored.blobName } })).status,
    ).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await refusedAs('field', c.analyze, { body: { blobName: unknown } })).status).toBe(404);
    expect((await refusedAs('field', c.analyze, { body: { blobName: 'x' } })).status).toBe(400);
  });
});

describe('saving receipts', () => {
  it('saves a non-project receipt numbered NP + Chicago date + user + 1..10000', async () => {
    const stored = await upload('field', pdf);
    const saved = await callAs('field', c.saveNonProject, { body: nonProjectBody(stored.blobUrl) });
    expect(saved.receiptNumber).toMatch(new RegExp(`^NP\\d{8}${field.UserID}\\d{1,5}$`));
  });

  it('refuses a receipt without date, total or card answer, naming each', async () => {
    const stored = await upload('field', pdf);
    const refusal = await refusedAs('field', c.saveNonProject, {
      body: nonProjectBody(stored.blobUrl, {
        transactionDate: '',
        total: null,
        purchasedWithCard: null,
      }),
    });
    expect(refusal.status).toBe(400);
    expect(refusal.error.message).toMatch(/Transaction Date is required/);
    expect(refusal.error.message).toMatch(/Total is required/);
    expect(refusal.error.message).toMatch(/Visa, gas card, or Home Depot card/);
    const badTotal = await refusedAs('field', c.saveNonProject, {
      body: nonProjectBody(stored.blobUrl, { total: '12.345' }),
    });
    expect(badTotal.error.message).toMatch(/Total must be/);
    const tooBig = await refusedAs('field', c.saveNonProject, {
      body: nonProjectBody(stored.blobUrl, { total: '1000000000000' }),
    });
    expect(tooBig.status).toBe(400);
  });

  it('refuses a PDF the user did not upload', async () => {
    const stored = await upload('pm', pdf);
    const refusal = await refusedAs('field', c.saveNonProject, {
      body: nonProjectBody(stored.blobUrl),
    });
    expect(refusal.status).toBe(400);
    expect(refusal.error.message).toMatch(/receiptFileURL/);
  });

  it('saves a project receipt as actual material cost of its condition on Tracking', async () => {
    const { projectID, conditionID } = await projectWithCondition();
    const before = await callAs('superuser', trackingContract.v2Tracking, {
      params: { id: String(projectID) },
    });
    const stored = await upload('field', pdf, `${field.UserID}-${conditionID}-77.pdf`);
    const saved = await callAs('field', c.saveProject, {
      body: {
        ...nonProjectBody(stored.blobUrl, { total: '$62.49' }),
        projectID,
        conditionID,
        PONumber: `${field.UserID}-${conditionID}-77`,
        unformattedTotal: '62.49',
        userID: field.UserID,
      },
    });
    expect(saved.receiptNumber).toBe(`${field.UserID}-${conditionID}-77`);
    const after = await callAs('superuser', trackingContract.v2Tracking, {
      params: { id: String(projectID) },
    });
    const gain = sub(
      fromNumeric(after.totals.actual_cost_total),
      fromNumeric(before.totals.actual_cost_total),
    );
    expect(toNumeric(gain, 2)).toBe('62.49');
  });

  it('refuses a condition of another project, a wrong PO number and another user id', async () => {
    const a = await projectWithCondition();
    const b = await projectWithCondition();
    const stored = await upload('field', pdf);
    const body = {
      ...nonProjectBody(stored.blobUrl),
      projectID: a.projectID,
      conditionID: b.conditionID,
      PONumber: `${field.UserID}-${b.conditionID}-5`,
      unformattedTotal: '10.00',
    };
    const other = await refusedAs('field', c.saveProject, { body });
    expect(other.status).toBe(400);
    expect(other.error.message).toMatch(/not a condition of project/);
    const wrongPo = await refusedAs('field', c.saveProject, {
      body: { ...body, conditionID: a.conditionID, PONumber: '1-2-3' },
    });
    expect(wrongPo.error.message).toMatch(/PONumber must be/);
    const pm = await userOf('pm');
    const someoneElse = await refusedAs('field', c.saveProject, {
      body: {
        ...body,
        conditionID: a.conditionID,
        PONumber: `${field.UserID}-${a.conditionID}-5`,
        userID: pm.UserID,
      },
    });
    expect(someoneElse.status).toBe(403);
  });
});

describe('accounting', () => {
  it('lists receipts filtered by status, project and user, opens the PDF, marks processed', async () => {
    const { projectID, conditionID } = await projectWithCondition('Approved');
    const stored = await upload('field', pdf);
    const saved = await callAs('field', c.saveProject, {
      body: {
        ...nonProjectBody(stored.blobUrl),
        projectID,
        conditionID,
        PONumber: `${field.UserID}-${conditionID}-9`,
      },
    });
    const list = await callAs('accounting', c.list, {
      query: { projectID: String(projectID), status: 'Received', userID: String(field.UserID) },
    });
    expect(list.receipts.map((r) => r.receiptID)).toEqual([saved.receiptID]);
    const row = list.receipts[0]!;
    expect(row).toMatchObject({ total: '1062.49', kind: 'project', status: 'Received' });

    const file = await requestAs('accounting', c.pdf, {
      params: { receiptId: String(row.receiptID) },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await refusedAs('pm', c.pdf, { params: { receiptId: String(row.receiptID) } })).status,
    ).toBe(403);

    const processed = await callAs('accounting', c.markProcessed, {
      params: { receiptId: String(row.receiptID) },
    });
    expect(processed.status).toBe('Processed');
    expect(processed.processedBy).not.toBeNull();
    const again = await callAs('accounting', c.markProcessed, {
      params: { receiptId: String(row.receiptID) },
    });
    expect(again.processedAt).toBe(processed.processedAt);
    const received = await callAs('accounting', c.list, {
      query: { projectID: String(projectID), status: 'Received' },
    });
    expect(received.receipts).toEqual([]);
  });

  it('keeps the list and processing to accounting', async () => {
    expect((await refusedAs('field', c.list, { query: {} })).status).toBe(403);
    expect((await refusedAs('pm', c.markProcessed, { params: { receiptId: '1' } })).status).toBe(
      403,
    );
    expect(
      (await refusedAs('accounting', c.markProcessed, { params: { receiptId: '999999' } })).status,
    ).toBe(404);
  });
});
