import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';

const MESSAGES: Record<number, string> = {
  400: 'The request could not be processed',
  408: 'The request took too long to arrive',
  431: 'The request headers are too large',
};

/**
 * Requests Node's HTTP parser refuses before Express sees them (a malformed header or request
 * line, a Content-Length that is not a number, headers over 16 KB, a request that never
 * finishes) get the JSON envelope instead of Node's bare `400 Bad Request`, and the connection
 * is closed (the parser cannot tell where the next request would start).
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ isSuccess: false, message: MESSAGES[status] });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
