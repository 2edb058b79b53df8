import http from 'node:http';
import { sleep, signIn, startApp, stopApp, type TAppOptions } from './harness';

const PDF = Buffer.from('%PDF-1.4\n' + 'x'.repeat(60_000) + '\n%%EOF\n');

/**
 * An upload whose body arrives over about two seconds, as multipart/form-data; resolves with the
 * reply. `midway` runs once the first half is sent.
 */
function slowUpload(base: string, cookie: string, midway: () => Promise<void>) {
  const boundary = 'n5shutdown';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${base}/api/files`, {
      method: 'POST',
      headers: {
        cookie,
        origin: base,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + PDF.length + tail.length),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    void (async () => {
      request.write(head);
      const half = PDF.length / 2;
      request.write(PDF.subarray(0, half));
      await midway();
      for (let at = half; at < PDF.length; at += 6_000) {
        await sleep(200);
        request.write(PDF.subarray(at, at + 6_000));
      }
      request.end(tail);
    })().catch(reject);
  });
}

/**
 * (e) SIGTERM while an upload is arriving: /ready turns 503 at once, the upload in flight
 * completes and is stored, the process exits 0, and the file is there after a restart.
 */
export async function gracefulShutdown(options: TAppOptions, report: (line: string) => void) {
  const app = await startApp({ ...options, env: { ...options.env, SHUTDOWN_DRAIN_SECONDS: '1' } });
  const cookie = await signIn(app.base, 'pm@n5.local');
  const exited = new Promise<number | null>((resolve) => app.child.once('exit', resolve));
  let readyDuringShutdown = 0;
  const upload = await slowUpload(app.base, cookie, async () => {
    app.child.kill('SIGTERM');
    await sleep(300);
    readyDuringShutdown = (await fetch(`${app.base}/ready`)).status;
  });
  if (readyDuringShutdown !== 503)
    throw new Error(`/ready answered ${readyDuringShutdown} during the shutdown, not 503`);
  if (upload.status !== 200)
    throw new Error(`the upload in flight answered ${upload.status}: ${upload.body.slice(0, 200)}`);
  const code = await exited;
  if (code !== 0) throw new Error(`the server exited ${code} after SIGTERM, not 0`);
  const { url } = JSON.parse(upload.body) as { url: string };
  const again = await startApp(options);
  const down = await fetch(`${again.base}${url}`, {
    headers: { cookie: await signIn(again.base, 'pm@n5.local') },
  });
  const bytes = Buffer.from(await down.arrayBuffer());
  await stopApp(again);
  if (down.status !== 200 || !bytes.equals(PDF))
    throw new Error(`the upload finished during the shutdown was not kept (${down.status})`);
  report('  SIGTERM mid-upload: /ready 503 at once, the upload answered 200 and kept, exit 0');
}
