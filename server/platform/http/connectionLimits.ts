import type { IncomingMessage, Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from '../lib/clientAddress';

/**
 * How long a client may take and how many connections it may hold (docs/operations.md,
 * "Connections and timeouts"). A client that trickles a request (headers or body a byte at a
 * time) ties up a socket and its parser: the timeouts bound how long, the per-client cap how many.
 */
export interface ConnectionLimits {
  /** The request line and headers must arrive within this (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** A request body that is not an upload must arrive within this after its headers (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** A multipart (upload) body must arrive within this after its headers (UPLOAD_TIMEOUT_MS). */
  uploadTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** Open connections per client address (an IPv6 client by its network); 0: no cap (MAX_CONNECTIONS_PER_CLIENT). */
  maxConnectionsPerClient: number;
  /** Open connections of the whole process; 0: no ceiling (MAX_CONNECTIONS). */
  maxConnections: number;
  /** The IPv6 prefix a client is counted by (IPV6_LIMIT_PREFIX). */
  ipv6LimitPrefix: number;
}

/** How often Node looks for requests past their headers or upload deadline (its default is 30 s). */
const CHECK_INTERVAL_MS = 1000;

/**
 * Options for `http.createServer`. Node's own whole-request clock (`requestTimeout`) cannot tell an
 * upload from a JSON body, so it is set to the longer upload deadline as a backstop; the shorter
 * deadline of other bodies is kept by `limitConnections`. Node checks both every second, so a
 * deadline is kept to within a second.
 */
export function serverOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    // 0 (no deadline) for either kind of body turns Node's clock off; it may not be under headersTimeout.
    requestTimeout:
      limits.uploadTimeoutMs === 0 || limits.requestTimeoutMs === 0
        ? 0
        : Math.max(limits.headersTimeoutMs, limits.uploadTimeoutMs, limits.requestTimeoutMs),
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, limits.headersTimeoutMs),
  };
}

/** Counts open sockets per client key; `admit` refuses one over the cap. */
export class ClientConnections {
  private readonly open = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Counts the socket in and returns true, or returns false (and counts nothing) when the client is at the cap. */
  admit(key: string): boolean {
    const count = this.open.get(key) ?? 0;
    if (this.cap > 0 && count >= this.cap) return false;
    this.open.set(key, count + 1);
    return true;
  }

  release(key: string): void {
    const count = (this.open.get(key) ?? 0) - 1;
    if (count > 0) this.open.set(key, count);
    else this.open.delete(key);
  }

  /** Open sockets of one client (tests). */
  count(key: string): number {
    return this.open.get(key) ?? 0;
  }

  /** Clients with an open socket (the map never keeps a client with none). */
  get clients(): number {
    return this.open.size;
  }
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** A request body's deadline after its headers: uploads (multipart) get the longer one. */
export function bodyDeadlineMs(req: IncomingMessage, limits: ConnectionLimits): number {
  if (!hasBody(req)) return 0;
  return /^multipart\//i.test(req.headers['content-type'] ?? '') ? limits.uploadTimeoutMs : limits.requestTimeoutMs;
}

/** The error Node's own request timeout raises, so `clientError` answers both alike (408, then closed). */
function requestTimeoutError(): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error('Request timeout');
  error.code = 'ERR_HTTP_REQUEST_TIMEOUT';
  return error;
}

/**
 * Applies the per-client cap, the global ceiling and the body deadline to a server made with
 * `serverOptions`. A socket over the cap is destroyed as it arrives, before it is read. A body
 * still arriving at its deadline is handled as Node handles its own request timeout: `clientError`
 * (408 if nothing was answered yet), then the socket is closed. Behind a proxy (TRUST_PROXY=1)
 * every socket comes from the proxy, so the cap is off unless set (the proxy caps its clients).
 */
export function limitConnections(server: Server, limits: ConnectionLimits): ClientConnections {
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
  const clients = new ClientConnections(limits.maxConnectionsPerClient);
  server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress ?? '', limits.ipv6LimitPrefix);
    if (!clients.admit(key)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => clients.release(key));
  });
  server.on('request', (req: IncomingMessage) => {
    const deadline = bodyDeadlineMs(req, limits);
    if (deadline <= 0 || req.complete) return;
    const timer = setTimeout(() => {
      const socket = req.socket;
      if (req.complete || socket.destroyed) return;
      if (!server.emit('clientError', requestTimeoutError(), socket)) socket.destroy();
    }, deadline);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    req.once('close', clear);
  });
  return clients;
}
