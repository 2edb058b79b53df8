import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header the proxy adds to every reply: which instance answered ('a', 'b', ...). */
export const INSTANCE_HEADER = 'x-n5-instance';

/**
 * One port in front of several instances, as a load balancer without stickiness: each HTTP
 * request goes to the next instance in turn (per request, not per connection, so a kept-alive
 * client still alternates). The reply says which instance answered.
 */
export async function startRoundRobinProxy(upstreams: Array<{ name: string; base: string }>) {
  let next = 0;
  const server = http.createServer((request, reply) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const target = new URL(request.url ?? '/', upstream.base);
    const forwarded = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        reply.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [INSTANCE_HEADER]: upstream.name,
        });
        answer.pipe(reply);
      },
    );
    forwarded.on('error', (error) => {
      reply.writeHead(502, { [INSTANCE_HEADER]: upstream.name });
      reply.end(`proxy: ${upstream.name} ${error.message}`);
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    /** The instance the next request will reach. */
    nextInstance: () => upstreams[next % upstreams.length]!.name,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type TRoundRobinProxy = Awaited<ReturnType<typeof startRoundRobinProxy>>;
