import { describe, expect, it } from 'vitest';
import { receiptsContract as c } from '@n5/shared/receipts/contract';
import { useTestApp } from '../../testing/build-test-app';

// The demo seed's receipts (db/seed/receipts.ts): their PDFs are drawn once the server starts.
const { t, callAs, requestAs } = useTestApp();

describe('the demo receipts', () => {
  it('get a PDF each once the server has seeded; a second pass finds none left', async () => {
    const seeded = await callAs('accounting', c.list, { query: {} });
    const before = seeded.receipts.length;
    expect(before).toBeGreaterThan(0);
    const drawn = await t.app.receipts.attachDemoPdfs();
    expect(drawn).toBeGreaterThan(0);
    expect(await t.app.receipts.attachDemoPdfs()).toBe(0);
    const after = await callAs('accounting', c.list, { query: {} });
    expect(after.receipts.length).toBe(before);
    const file = await requestAs('accounting', c.pdf, {
      params: { receiptId: String(after.receipts.at(-1)!.receiptID) },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
