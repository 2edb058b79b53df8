import { describe, expect, it } from 'vitest';
import { filesContract as c } from '@n5/shared/files/contract';
import { receiptsContract } from '@n5/shared/receipts/contract';
import { multipart, useTestApp } from '../../testing/build-test-app';
import { refusalOf } from '../../testing/test-client';

// Issue 30 item 6: one user's uploads are bounded by a rate and a daily quota, on every route.
const { requestAs } = useTestApp({
  UPLOADS_PER_USER_PER_MINUTE: '3',
  UPLOAD_MB_PER_USER_PER_DAY: '1',
});
const pdfOf = (kb: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(kb * 1024, 32), Buffer.from('%%EOF\n')]);
const upload = (caller: 'pm' | 'estimator' | 'accounting', kb = 1) =>
  requestAs(caller, c.upload, {}, multipart({ name: 'a.pdf', data: pdfOf(kb) }));

describe('upload rate and quota', () => {
  it('refuses a burst past the per-user rate with 429, on every upload route, per user', async () => {
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => upload('pm')));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = refusalOf(burst.find((r) => r.statusCode === 429)!);
    expect(refused.error.code).toBe('RATE_LIMITED');
    expect(refused.error.message).toMatch(
      /^Too many uploads: at most 3 a minute per user\. Try again in \d+ seconds\.$/,
    );
    const receipt = await requestAs(
      'pm',
      receiptsContract.upload,
      {},
      multipart({ name: 'r.pdf', data: pdfOf(1), type: 'application/pdf' }),
    );
    expect(receipt.statusCode).toBe(429);
    expect((await upload('estimator')).statusCode).toBe(200);
  });

  it('refuses an upload past the per-user daily quota with 429 and what was used', async () => {
    expect((await upload('accounting', 600)).statusCode).toBe(200);
    const over = await upload('accounting', 600);
    expect(over.statusCode).toBe(429);
    expect(refusalOf(over).error.message).toBe(
      'Upload quota reached: at most 1 MB a day per user (1 MB uploaded in the last 24 hours). Try again tomorrow or ask an administrator.',
    );
  });
});
