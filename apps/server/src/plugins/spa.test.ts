import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/build-test-app';

// A built app in a folder of its own, beside a file that must never be served.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'n5-spa-'));
const webDist = path.join(root, 'dist');
fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>N5</title>');
fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1);');
fs.writeFileSync(path.join(root, 'secret.txt'), 'not for the web');

const { injectAs } = useTestApp({ WEB_DIST: webDist });

const get = (url: string) => injectAs('anonymous', { method: 'GET', url });

describe('the SPA fallback', () => {
  it('serves built files, and the app for every other page path', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await get('/browser/projects/12');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>N5</title>');
  });

  it('answers a path that climbs out of the build the same whether the file exists or not', async () => {
    for (const climb of [
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2f%2e%2e%2fsecret.txt',
    ]) {
      const existing = await get(climb);
      const missing = await get(climb.replace('secret', 'nothing-here'));
      expect(existing.statusCode, climb).toBe(missing.statusCode);
      expect(existing.body, climb).not.toContain('not for the web');
      expect(existing.body, climb).toBe(missing.body);
    }
  });

  it('answers a badly encoded address without a server error', async () => {
    const response = await get('/%E0%A4%A');
    expect(response.statusCode).toBeLessThan(500);
  });
});
