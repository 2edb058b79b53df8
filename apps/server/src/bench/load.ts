// A small closed-loop load generator over kept-alive HTTP/1.1 sockets (no autocannon in the
// tree): `connections` callers each send a request, wait for the whole reply, and send the next,
// for `seconds`. Latencies are measured per request; throughput is completed requests a second.
import http from 'node:http';

export interface TLoadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** JSON body of a POST. */
  body?: unknown;
}

export interface TLoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Replies other than 200 (each one fails the run: a benchmark of errors measures nothing). */
  failures: number;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** One request over `agent`, resolved with its status and time to the last byte (ms). */
export function timedRequest(
  agent: http.Agent,
  base: URL,
  headers: Record<string, string>,
  request: TLoadRequest,
): Promise<{ status: number; ms: number; body: string }> {
  const payload = request.body === undefined ? null : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        agent,
        headers: {
          ...headers,
          ...(payload === null
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
              }),
        },
      },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () => {
          const ms = performance.now() - started;
          const status = reply.statusCode ?? 0;
          // Only a refusal's body is read: decoding megabytes would time the load generator.
          resolve({ status, ms, body: status === 200 ? '' : Buffer.concat(chunks).toString() });
        });
        reply.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload ?? undefined);
  });
}

/**
 * Runs `connections` callers for `seconds` after `warmUpSeconds` of the same load (JIT, plans,
 * pools). `next(i)` gives the i-th request, so writes can vary their values.
 */
export async function runLoad(options: {
  base: URL;
  headers: Record<string, string>;
  next: (i: number) => TLoadRequest;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}): Promise<TLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  let counter = 0;
  const phase = async (seconds: number, record: boolean) => {
    const times: number[] = [];
    let failures = 0;
    const until = performance.now() + seconds * 1000;
    const caller = async () => {
      while (performance.now() < until) {
        const { status, ms, body } = await timedRequest(
          agent,
          options.base,
          options.headers,
          options.next(counter++),
        );
        if (status !== 200) {
          failures++;
          if (failures === 1) console.warn(`  ${status}: ${body.slice(0, 200)}`);
        }
        if (record) times.push(ms);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: options.connections }, caller));
    return { times, failures, elapsed: (performance.now() - started) / 1000 };
  };
  try {
    if (options.warmUpSeconds > 0) await phase(options.warmUpSeconds, false);
    const { times, failures, elapsed } = await phase(options.seconds, true);
    times.sort((a, b) => a - b);
    return {
      requests: times.length,
      perSecond: times.length / elapsed,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      failures,
    };
  } finally {
    agent.destroy();
  }
}
