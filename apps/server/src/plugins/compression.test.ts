import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crmContract } from '@n5/shared/crm/contract';
import { useTestApp } from '../testing/build-test-app';

const { requestAs } = useTestApp();

describe('compression', () => {
  it('gzips a large JSON reply for a client that accepts it, and not otherwise', async () => {
    const plain = await requestAs('pm', crmContract.listContacts);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await requestAs(
      'pm',
      crmContract.listContacts,
      {},
      {
        headers: { 'accept-encoding': 'gzip' },
      },
    );
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });
});
