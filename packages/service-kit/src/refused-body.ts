/**
 * A refusal sent before the request body was read (401 on an admin upload, 413, 503 while the
 * session store is away) must reach the client, whatever the client. Closing the connection
 * right after the answer does not do that: the body still on its way arrives at a closed socket,
 * the kernel answers it with a reset, and a client still sending (Node's fetch, browsers) sees
 * EPIPE/ECONNRESET instead of the answer — often with the answer already in its buffer, which
 * the reset discards. curl happened to read it; Node's fetch lost it in 10–19 of 20 tries.
 *
 * So such an answer says `Connection: close` and is followed by a lingering close, as nginx
 * does: the server ends its side (FIN after the answer) and keeps reading, discarding, what the
 * client still sends, until the client closes, goes quiet for LINGER_IDLE_MS, or LINGER_MAX_MS
 * have passed. The client reads the answer; the body is never kept nor passed on.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** At most this long spent reading a refused body after the answer. */
export const LINGER_MAX_MS = 10_000;
/** The client sent nothing for this long: it has stopped, close. */
const LINGER_IDLE_MS = 2_000;

const lingering = new WeakSet<Socket>();

/** Makes Node's close after this answer (`destroySoon`) a lingering close: FIN, then read and discard until the client is done. */
export function lingerOnClose(socket: Socket, options: { maxMs?: number; idleMs?: number } = {}): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const close = () => {
      clearTimeout(timer);
      if (!this.destroyed) this.destroy();
    };
    const timer = setTimeout(close, options.maxMs ?? LINGER_MAX_MS);
    timer.unref();
    this.setTimeout(options.idleMs ?? LINGER_IDLE_MS, close);
    this.once('end', close);
    // Node's HTTP server reads on and drops the rest of the request body (req._dump()).
    this.resume();
  };
}

/**
 * For every answer of 400 or more sent while the request body is still arriving: `Connection:
 * close` (the rest of the body is not read for a next request) and a lingering close.
 */
export function closeAfterRefusedBody(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer, and a promise each costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && !request.raw.complete) {
      reply.header('connection', 'close');
      lingerOnClose(request.raw.socket);
    }
    done(null, payload);
  });
}
