import { describe, expect, it } from 'vitest';
import { describeAccess } from '@n5/shared/permissions/access';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { useTestApp } from './testing/build-test-app';

const { t } = useTestApp();

/** Routes that anyone may call: sign-in, configuration, the SPA itself, public link pages. */
const PUBLIC_ALLOWED = [
  'GET /config',
  'GET /auth/user',
  'GET /auth/demo-users',
  'POST /auth/dev-login',
  'GET /auth/login',
  'GET /auth/callback',
  'POST /auth/logout',
  'GET /*',
  // The load balancer's probes (issue 37): no data, no session, not rate limited.
  'GET /health',
  'GET /ready',
  // The alternate-approval page (issue 15 item 5): by emailed link, rate limited.
  'GET /api/contract/alternate-approval-items',
  'POST /api/contract/alternate-selection',
  // The pay app page (issue 16): by emailed link, rate limited, one pay app per guid.
  'GET /api/payapp/payment-application-approval-grand-totals',
  'GET /api/payapp/payment-application-approval-subtotals',
  'POST /api/payapp/payment-application-approved',
  'POST /api/payapp/payment-application-rejected',
  'GET /api/payapp/payment-application-pdf',
  // The public contract pages (issue 15): the contract GUID in the link is the capability.
  'GET /api/contract/contract',
  'POST /api/contract/signature',
  'GET /api/contract/checkcontractexists',
  'GET /api/contract/signed-pdf',
  'GET /api/contracts/:contractId/client',
  'POST /api/contracts/:contractId/client/signature',
  // The client survey and unsubscribe pages (issue 33): by signed emailed link, rate limited.
  'POST /api/survey/questions',
  'POST /api/survey/results',
  'POST /api/survey/complete',
  'POST /api/survey/unsubscribe',
  // A lien waiver's page, signature and PDF (issue 31 item 4): by emailed link, rate limited.
  'GET /api/waiver/waiver',
  'POST /api/waiver/signature',
  'GET /api/waiver/pdf',
];

describe('route table', () => {
  it('lists every route with the access it requires', () => {
    const table = t.app.routeTable
      .map(
        (r) =>
          `${r.method} ${r.path} -> ${describeAccess(r.access)}` +
          (r.idempotency ? `, retry: ${r.idempotency}` : ''),
      )
      .sort();
    // Printed so a reviewer sees the whole surface in the test output.
    console.warn(`Route table (${table.length} routes):\n  ${table.join('\n  ')}`);
    expect(table).toContain('GET /api/user/ -> signedIn');
    expect(table).toContain('GET /api/user/roles -> admin');
  });

  it('keeps /api/ behind a session: no public API route outside the allow-list', () => {
    const publicRoutes = t.app.routeTable
      .filter((r) => r.access.kind === 'public')
      .map((r) => `${r.method} ${r.path}`);
    const unexpected = publicRoutes.filter(
      (r) => !PUBLIC_ALLOWED.includes(r) && !r.includes(' /public/'),
    );
    expect(unexpected).toEqual([]);
  });

  it('refuses to register a route that declares no access', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: t.database, logger: false });
    try {
      expect(() => app.get('/api/forgot-access', async () => ({}))).toThrow(/declares no access/);
    } finally {
      await app.close();
    }
  });

  it('refuses a write that does not say what sending it twice does', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, database: t.database, logger: false });
    const access = { kind: 'signedIn' } as const;
    try {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        expect(() =>
          app.route({ method, url: '/api/forgot-retry', config: { access }, handler: () => ({}) }),
        ).toThrow(/declares no idempotency/);
      }
      expect(() =>
        app.post('/api/public-keyed', {
          config: { access: { kind: 'public' }, idempotency: 'key' },
          handler: () => ({}),
        }),
      ).toThrow(/public route/);
    } finally {
      await app.close();
    }
  });

  it('declares every write: key for creates, repeatable or unkeyed for the rest', () => {
    const writes = t.app.routeTable.filter((r) => r.method !== 'GET');
    expect(writes.filter((r) => !r.idempotency)).toEqual([]);
  });
});
