import { describe, expect, it } from 'vitest';
import { ZErrorBody } from '@n5/shared/core/errors';
import type { LightMyRequestResponse } from 'fastify';
import { useTestApp } from '../testing/build-test-app';
import { DEMO_USERS } from '../testing/demo-users';
import { loginAs, TEST_ORIGIN } from '../testing/test-client';
import { fuzzedRoutes, fuzzRequests, type TFuzzRequest } from './fuzz-requests';
import { watchRowChanges } from './row-changes';

// Public routes are fuzzed without a session; their per-address limit is lifted here (each
// request also comes from its own address) so every variant reaches validation.
// No limit may answer for the input: the public, mail and upload budgets are lifted here.
const { t } = useTestApp({
  PUBLIC_RATE_LIMIT: '1000000',
  MAIL_PER_USER_PER_MINUTE: '1000000',
  MAIL_PER_USER_PER_HOUR: '1000000',
  UPLOADS_PER_USER_PER_MINUTE: '1000000',
});

/**
 * A message a person can read: a sentence of reasonable length, not a JSON or Zod dump, not a
 * stack, not the 100 KB input echoed back.
 */
function unreadable(message: string): string | null {
  if (message.trim().length < 8) return 'too short';
  // Several field rules may be refused at once (the contact editor's): a paragraph, not a dump.
  if (message.length > 1000) return `${message.length} characters`;
  if (/x{200}/.test(message)) return 'the input echoed back';
  if (/^\s*[[{]/.test(message) || /"(code|path|expected)"\s*:/.test(message)) return 'a dump';
  if (/\n|\bat .+:\d+:\d+/.test(message)) return 'several lines or a stack';
  if (/\[object Object\]|undefined|ZodError|FST_/.test(message)) return 'internals';
  return null;
}

/** What is wrong with one answer, or null. */
function problemOf(response: LightMyRequestResponse, rowsChanged: number): string | null {
  const { statusCode: status, body } = response;
  if (status >= 500) return `${status} ${body.slice(0, 200)}`;
  if (status < 400) return null;
  if (rowsChanged !== 0) return `${status} but ${rowsChanged} rows changed`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${status} not JSON: ${body.slice(0, 120)}`;
  }
  const parsed = ZErrorBody.safeParse(json);
  if (!parsed.success) return `${status} not {error:{code,message}}: ${body.slice(0, 120)}`;
  const why = unreadable(parsed.data.error.message);
  return why ? `${status} message ${why}: ${parsed.data.error.message.slice(0, 120)}` : null;
}

describe('schema fuzz: every route of the route table, valid and broken input (issue 11)', () => {
  it(
    'answers no 5xx, every 4xx as {error:{code,message}} readable, and a refusal changes no row',
    // Every route (about 230 now) with valid and broken input: 338 s seen under load; the limit
    // catches a hang, not a slow machine (budgets are the benchmarks').
    { timeout: 600_000 },
    async () => {
      const rows = await watchRowChanges(t.database.db);
      const { cookie } = await loginAs(t.app, DEMO_USERS.superuser);
      const routes = fuzzedRoutes(t.app.routeTable);
      let sent = 0;
      const send = (request: TFuzzRequest, isPublic: boolean) => {
        sent += 1;
        return t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
          headers: {
            origin: TEST_ORIGIN,
            ...(isPublic ? {} : { cookie }),
            ...(request.payload !== undefined
              ? { 'content-type': request.contentType ?? 'application/json' }
              : {}),
          },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
      };

      const problems: string[] = [];
      let before = await rows.count();
      for (const route of routes) {
        for (const request of fuzzRequests(route)) {
          const response = await send(request, route.access.kind === 'public');
          const after = await rows.count();
          const problem = problemOf(response, after - before);
          if (problem) problems.push(`${request.label}: ${problem}`);
          before = after;
        }
      }
      expect(rows.tables).toBeGreaterThan(10);
      expect(routes.length).toBeGreaterThan(40);
      expect(sent).toBeGreaterThan(1000);
      expect(problems).toEqual([]);
    },
  );
});
