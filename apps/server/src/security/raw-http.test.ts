import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZErrorBody } from '@n5/shared/core/errors';
import { parseInteger } from '@n5/shared/core/integer';
import { useTestApp } from '../testing/build-test-app';
import { DEMO_USERS } from '../testing/demo-users';
import { loginAs, TEST_ORIGIN } from '../testing/test-client';
import { CONTENT_SECURITY_POLICY } from '../plugins/security-headers';

// Two public requests a minute per address, so the third is refused (429).
// A body idle for a second is answered 408 (issue 30 item 11).
const { t } = useTestApp({ PUBLIC_RATE_LIMIT: '2', BODY_IDLE_TIMEOUT_SECONDS: '1' });
let port = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.app.server.close());

/**
 * Sends bytes as they are over a socket (inject cannot send what Node's parser refuses: an
 * address over 16 KB, huge headers, bytes that are not HTTP) and reads the status and body.
 */
function rawRequest(
  text: string,
): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const reply = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1];
      const [head = '', body = ''] = reply.split('\r\n\r\n');
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
      );
      resolve({ status: parseInteger(status) ?? 0, body, headers });
    });
    socket.end(text);
  });
}

/**
 * Sends the start of a request and then nothing, without closing: what a client whose upload
 * was cut short (or that hangs) does. The reply, or status 0 when none came within `waitMs`.
 */
function stalledRequest(text: string | Buffer, waitMs: number) {
  return new Promise<{ status: number; body: string; headers: Record<string, string> }>(
    (resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      const done = () => {
        clearTimeout(timer);
        const reply = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = reply.split('\r\n\r\n');
        const headers = Object.fromEntries(
          head
            .split('\r\n')
            .slice(1)
            .map((line) => [
              line.slice(0, line.indexOf(':')).toLowerCase(),
              line.slice(line.indexOf(':') + 1).trim(),
            ]),
        );
        const status = parseInteger(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1]) ?? 0;
        resolve({ status, body, headers });
      };
      const timer = setTimeout(() => {
        socket.destroy();
      }, waitMs);
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', done);
      socket.write(text);
    },
  );
}

const get = (target: string, headers = '') =>
  rawRequest(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`);

/** The headers docs/security.md promises on every reply (issue 30 item 7: refusals had none). */
function expectSecurityHeaders(reply: { headers: Record<string, string> }) {
  expect(reply.headers).toMatchObject({
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cache-control': 'no-store',
  });
}

/** Our error body, parsed (throws on Fastify's own `{error:"Bad Request",...}`). */
const errorOf = (body: string) => ZErrorBody.parse(JSON.parse(body)).error;

describe('refusals made before any route runs answer in our error shape (issue 11)', () => {
  it('414: an address too long for the parser, or a path parameter too long for the router', async () => {
    const long = await get(`/api/project/project?projectID=1&pad=${'x'.repeat(20_000)}`);
    expect(long.status).toBe(414);
    expect(errorOf(long.body)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The address is too long.',
    });
    expectSecurityHeaders(long);

    // Signed in: without a session the guard answers 401 first, as for any API path.
    const { cookie } = await loginAs(t.app, DEMO_USERS.superuser);
    // (A GET path falls through to the SPA's fallback instead: a 404 in the same shape.)
    const param = await rawRequest(
      `DELETE /api/project/projectnote/${'1'.repeat(5000)} HTTP/1.1\r\nHost: localhost\r\n` +
        `Origin: ${TEST_ORIGIN}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
    );
    expect(param.status).toBe(414);
    expect(errorOf(param.body)).toEqual({
      code: 'BAD_REQUEST',
      message: 'A part of the address is too long.',
    });
    expectSecurityHeaders(param);
  });

  it('431: headers too large', async () => {
    const reply = await get('/config', `X-Padding: ${'x'.repeat(20_000)}\r\n`);
    expect(reply.status).toBe(431);
    expect(errorOf(reply.body)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request headers are too large.',
    });
    expectSecurityHeaders(reply);
  });

  it('400: a malformed address or request line', async () => {
    const encoding = await get('/api/admin/outbox/%zz');
    expect(encoding.status).toBe(400);
    expect(errorOf(encoding.body).message).toMatch(/^The address is not valid/);
    expectSecurityHeaders(encoding);

    const notHttp = await rawRequest('GET /a b c HTTP/1.1\r\n\r\n');
    expect(notHttp.status).toBe(400);
    expect(errorOf(notHttp.body)).toEqual({
      code: 'BAD_REQUEST',
      message: 'The request is not valid HTTP.',
    });
    expectSecurityHeaders(notHttp);
  });

  it('429: over the per-address limit of a public route', async () => {
    const replies = [];
    for (let i = 0; i < 3; i += 1) replies.push(await get('/config'));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(errorOf(replies[2]!.body)).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests: at most 2 a minute\. Try again in .+\.$/),
    });
    expectSecurityHeaders(replies[2]!);
  });

  it('408: a body that stops arriving (a cut upload) is answered after the idle timeout', async () => {
    const { cookie } = await loginAs(t.app, DEMO_USERS.superuser);
    const boundary = 'n5stalled';
    const upload = await stalledRequest(
      `POST /api/files HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_ORIGIN}\r\n` +
        `Cookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: 100000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; ` +
        `name="file"; filename="cut.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
      8000,
    );
    // A reply at all means the server answered before the client gave up (8 s): no clock needed.
    expect(upload.status).toBe(408);
    expect(errorOf(upload.body).message).toMatch(/stopped arriving/);
    expectSecurityHeaders(upload);

    const json = await stalledRequest(
      `POST /api/condition/setcondition HTTP/1.1\r\nHost: localhost\r\nOrigin: ${TEST_ORIGIN}\r\n` +
        `Cookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"field":`,
      8000,
    );
    expect(json.status).toBe(408);
  });
});
