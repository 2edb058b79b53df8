import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorBody } from '@n5/shared/core/errors';
import { isHttpsUrl, securityHeaders } from '../plugins/security-headers';

/**
 * Answers Fastify and Node give before any route or error handler runs (a broken address, a
 * path parameter too long, headers too large, bytes that are not HTTP), in the one error shape
 * with a message a person can act on, instead of Fastify's `{error:"Bad Request",...}`.
 */

const refusal = (message: string): TErrorBody => ({ error: { code: 'BAD_REQUEST', message } });

/**
 * Fastify's `frameworkErrors` option: the router's refusals, before routing. No hook runs for
 * them, so they carry the security headers themselves (issue 30 item 7).
 */
export const frameworkErrorsFor =
  (publicUrl: string) => (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    // A refusal is never cached, whatever the path (path '').
    reply.headers(securityHeaders({ isHttps: isHttpsUrl(publicUrl), path: '' }));
    return routerRefusal(error, reply);
  };

function routerRefusal(error: FastifyError, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(refusal('A part of the address is too long.'));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .status(400)
      .send(refusal('The address is not valid: a "%" is not followed by two hex digits of UTF-8.'));
  }
  return reply.status(400).send(refusal('The request could not be routed.'));
}

/** What Node's parser refused, by its error code. */
function clientRefusal(error: NodeJS.ErrnoException & { rawPacket?: Buffer }) {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, message: 'The request took too long to arrive.' };
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The request line counts toward the header limit: when it alone is too long, it is the
    // address (414), else the headers (431).
    const packet = error.rawPacket?.toString('latin1') ?? '';
    const lineEnd = packet.indexOf('\r\n');
    return lineEnd === -1 || lineEnd > 8 * 1024
      ? { status: 414, message: 'The address is too long.' }
      : { status: 431, message: 'The request headers are too large.' };
  }
  if (error.code === 'HPE_URI_OVERFLOW')
    return { status: 414, message: 'The address is too long.' };
  return { status: 400, message: 'The request is not valid HTTP.' };
}

/**
 * Fastify's `clientErrorHandler`: Node could not parse the request, so there is no request
 * object; the answer, with the security headers every reply carries, is written to the socket,
 * which is then closed (as Node does).
 */
export function clientErrorHandlerFor(publicUrl: string) {
  const headers = Object.entries(securityHeaders({ isHttps: isHttpsUrl(publicUrl), path: '' }))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = clientRefusal(error);
    const text = JSON.stringify(refusal(message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `${headers}Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
      );
    }
    socket.destroy(error);
  };
}
