import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { pino } from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openTestDatabase } from '../testing/test-database';
import { TEST_ORIGIN } from '../testing/test-client';
import { requestLogPlugin } from './request-log';

/** A logger at info whose lines land in `lines`. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('request logging', () => {
  it('writes no line per ordinary request at info level', async () => {
    const database = await openTestDatabase(inject('testDbTemplate'));
    const { lines, logger } = capturingLogger();
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: TEST_ORIGIN,
        LOG_LEVEL: 'info',
        WEB_DIST: '/nonexistent-web-dist',
      }),
      database,
      loggerInstance: logger,
    });
    try {
      await app.ready();
      const before = lines.length;
      for (let i = 0; i < 3; i++) {
        expect((await app.inject({ method: 'GET', url: '/config' })).statusCode).toBe(200);
      }
      expect(lines.slice(before)).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('logs a slow request once, with its route pattern but not its query string', async () => {
    const { lines, logger } = capturingLogger();
    const app = Fastify({
      loggerInstance: logger,
      logController: new LogController({ disableRequestLogging: true }),
    });
    // The slow route waits past the threshold by a timer (so it is slow whatever the load); the
    // fast one answers at once, far under it (a loaded machine still takes milliseconds).
    await app.register(requestLogPlugin, { slowMs: 200 });
    app.get('/fast', async () => 'ok');
    app.get('/slow/:id', async () => {
      await new Promise((resolve) => setTimeout(resolve, 210));
      return 'ok';
    });
    await app.inject({ method: 'GET', url: '/fast' });
    await app.inject({ method: 'GET', url: '/slow/7?email=someone@example.com' });
    await app.close();
    const logged = lines.filter((line) => line.msg === 'slow request');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ method: 'GET', route: '/slow/:id', statusCode: 200 });
    expect(logged[0]!.ms).toBeGreaterThanOrEqual(200);
    expect(JSON.stringify(lines)).not.toContain('someone@example.com');
  });
});
