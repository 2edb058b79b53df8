import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TErrorBody } from '@n5/shared/core/errors';

const STALLED: TErrorBody = {
  error: {
    code: 'BAD_REQUEST',
    message: 'The request stopped arriving before its end; send it again.',
  },
};

/**
 * A request whose body stops arriving (an upload cut short, a client that hangs) is answered
 * 408 and its connection closed once no byte has come for `idleSeconds` (BODY_IDLE_TIMEOUT_SECONDS;
 * issue 30 item 11: a cut multipart upload was held open with no answer). An idle timer, not
 * a deadline: a large upload on a slow line keeps going as long as bytes keep coming, and the
 * timer stops once the body is in, so a slow answer (a PDF, a report) is never cut.
 */
export const bodyTimeoutPlugin = fp(
  async (app: FastifyInstance, options: { idleSeconds: number }) => {
    const idleMs = options.idleSeconds * 1000;
    app.addHook('onRequest', async (request, reply) => {
      const raw = request.raw;
      const declaresBody =
        (raw.headers['content-length'] ?? '0') !== '0' || raw.headers['transfer-encoding'];
      const socket = raw.socket;
      // inject's requests have their whole body at once and a socket without timers.
      if (!declaresBody || raw.complete || typeof socket?.setTimeout !== 'function') return;
      const stop = () => {
        raw.removeListener('timeout', onIdle);
        if (!socket.destroyed) socket.setTimeout(0);
      };
      // Node emits 'timeout' on an incomplete request when its socket has been idle; with a
      // listener here, Node leaves the socket to us.
      function onIdle() {
        stop();
        if (raw.complete) return;
        if (reply.sent) {
          socket.destroy();
          return;
        }
        reply.raw.once('finish', () => socket.destroy());
        void reply.code(408).header('connection', 'close').send(STALLED);
      }
      raw.setTimeout(idleMs, onIdle);
      raw.once('end', stop);
      reply.raw.once('finish', stop);
      reply.raw.once('close', stop);
    });
  },
  { name: 'body-timeout' },
);
