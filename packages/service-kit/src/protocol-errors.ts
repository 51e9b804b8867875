/**
 * Answers Fastify and Node give before any route runs — a path parameter too long (414), a
 * malformed URL (400), headers too large (431), a client too slow (408) — in the
 * `{success:false, message}` envelope, never echoing the request back (a 5,000-character path
 * would otherwise be returned whole).
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ success: false, message: 'The address is too long' });
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ success: false, message: 'The address is not valid (bad percent-encoding)' });
    return;
  }
  void reply.code(400).send({ success: false, message: 'The request could not be routed' });
}

/**
 * Node's error code → status, its reason phrase (the status line), the envelope's message. The
 * phrases are written here, not read from node:http's STATUS_CODES: importing node:http from an
 * ES module reads every export of it, and its lazy WebSocket export then loads undici (~50 ms of
 * every service's start-up CPU).
 */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};
const MALFORMED: [number, string, string] = [400, 'Bad Request', 'The request is malformed'];

/** For Node's 'clientError' (the request could not even be parsed): answer, then close. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
