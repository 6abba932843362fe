import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/** How long a refused client has to read its answer before the socket is destroyed. */
const CLOSE_GRACE_MS = 1000;

const MESSAGES: Record<number, string> = {
  400: 'The request could not be processed',
  408: 'The request took too long to arrive',
  431: 'The request headers are too large',
};

/**
 * Requests Node's HTTP parser refuses before Express sees them (a malformed header or request
 * line, a Content-Length that is not a number, headers over 16 KB, a request that never
 * finishes) get the JSON envelope instead of Node's bare `400 Bad Request`, and the connection
 * is closed (the parser cannot tell where the next request would start). The socket is destroyed
 * a second after the answer: ending it only half-closes it, and a client trickling its body would
 * hold it open. A connection that already got an answer (its body still arriving) gets no
 * second one.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as Socket).bytesWritten > 0) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ isSuccess: false, message: MESSAGES[status] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
    // A second for the client to read the answer (closing at once, with its unread bytes still
    // arriving, would reset the connection and could lose the answer), then closed regardless.
    setTimeout(() => socket.destroy(), CLOSE_GRACE_MS).unref();
  });
}
