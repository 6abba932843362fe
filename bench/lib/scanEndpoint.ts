import http from 'node:http';
import net from 'node:net';

/*
 * A local stand-in for wapiti's public endpoint (wapiti3.ovh), so the scanner never needs the
 * internet. wapiti 3.0.4 (wapitiCore/attack/mod_ssrf.py, mod_xxe.py, data/attacks/*.ini) puts its
 * endpoint's address in payloads, hoping the target will request it:
 *   ssrf: {endpoint}ssrf/{session}/{path id}/{parameter as hex}/
 *   xxe:  {endpoint}dtd/{session}/{path id}/{parameter as hex}/{linux|linux2|windows}.dtd
 *   file: {endpoint}e.php (remote inclusion: the page would show the file, or run it)
 * and, after its attacks, asks `get_ssrf.php?id={session}` and `get_xxe.php?id={session}` what
 * the endpoint received: a JSON object {path id: {parameter as hex: [{url, date, ip, method,
 * size, payload}]}}, empty when nothing came. This server answers those questions from what it
 * really received, and keeps every request it did not make itself as a callback from the target
 * (an SSRF or XXE finding in itself).
 */

export interface Callback {
  method: string;
  url: string;
  ip: string;
  date: string;
  size: number;
}

interface Hit {
  url: string;
  date: string;
  ip: string;
  method: string;
  size: number;
  payload?: string;
}

/** Session id -> path id -> parameter as hex -> hits, per kind of question. */
type Received = Map<string, Record<string, Record<string, Hit[]>>>;

/** The trap's answer to a request through it: refused, so an internet attempt fails at once. */
const PROXY_REFUSAL = 'HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n';

/**
 * wapiti's `e.php`, as text: PHP that would print the marker of a remote inclusion (the hash of
 * the first rule in fileHandlingPayloads.ini, written reversed so the text itself does not hold
 * it), with the marker of a remote disclosure (`w4p1t1_cleartext`) in a comment, so a page that
 * shows the file is told apart from one that runs it.
 */
const E_PHP = `<?php /* w4p1t1_cleartext */ echo strrev("${'aa9d05b9ab864e169d723e9668d3dc77'.split('').reverse().join('')}"); ?>\n`;

function record(received: Received, session: string, pathId: string, hexParam: string, hit: Hit): void {
  const bySession = received.get(session) ?? {};
  received.set(session, bySession);
  const byPath = (bySession[pathId] ??= {});
  (byPath[hexParam] ??= []).push(hit);
}

export interface ScanEndpoint {
  /** The endpoint's base URL, ending in `/` (wapiti's `--endpoint`). */
  readonly url: string;
  /** An HTTP(S) proxy that refuses and records everything: HTTP_PROXY/HTTPS_PROXY for wapiti. */
  readonly proxyUrl: string;
  /** Requests to the endpoint that wapiti did not make (its own are the `get_*.php` questions). */
  callbacks(): Callback[];
  /** wapiti's questions, by module (`ssrf`, `xxe`): a module that ran to its end asked once per run. */
  questions(): Record<string, number>;
  /** The first line of every request that reached the proxy trap (an attempt to leave the machine). */
  strays(): string[];
  close(): Promise<void>;
}

const listen = (server: net.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );

export async function startScanEndpoint(): Promise<ScanEndpoint> {
  const ssrf: Received = new Map();
  const xxe: Received = new Map();
  const callbacks: Callback[] = [];
  const strays: string[] = [];
  const questions: Record<string, number> = {};

  const endpoint = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://endpoint.invalid');
      const answer = (status: number, type: string, body: string) => {
        res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
        res.end(body);
      };
      const question = /^\/get_(ssrf|xxe)\.php$/.exec(url.pathname);
      if (question) {
        questions[question[1]] = (questions[question[1]] ?? 0) + 1;
        const received = question[1] === 'ssrf' ? ssrf : xxe;
        answer(200, 'application/json', JSON.stringify(received.get(url.searchParams.get('id') ?? '') ?? {}));
        return;
      }
      // wapiti's check that an internal endpoint answers.
      if (url.pathname === '/' && req.method === 'GET') {
        answer(200, 'text/plain', 'wapiti endpoint (local)\n');
        return;
      }
      const hit: Hit = {
        url: `${endpointUrl.replace(/\/$/, '')}${req.url ?? '/'}`,
        date: new Date().toISOString(),
        ip: req.socket.remoteAddress ?? '',
        method: req.method ?? '',
        size,
      };
      callbacks.push({ method: hit.method, url: hit.url, ip: hit.ip, date: hit.date, size });
      const ssrfPath = /^\/ssrf\/([^/]+)\/([^/]+)\/([^/]+)\//.exec(url.pathname);
      const dtdPath = /^\/dtd\/([^/]+)\/([^/]+)\/([^/]+)\/([^/]+)\.dtd$/.exec(url.pathname);
      if (ssrfPath) {
        record(ssrf, ssrfPath[1], ssrfPath[2], ssrfPath[3], hit);
        answer(200, 'text/plain', 'ok\n');
      } else if (dtdPath) {
        record(xxe, dtdPath[1], dtdPath[2], dtdPath[3], { ...hit, payload: dtdPath[4] });
        // An empty DTD: its fetch is the finding; nothing is asked of the parser beyond it.
        answer(200, 'application/xml-dtd', '');
      } else if (url.pathname === '/e.php') {
        answer(200, 'text/plain', E_PHP);
      } else {
        answer(404, 'text/plain', 'not found\n');
      }
    });
  });

  // Any request wapiti sends through HTTP(S)_PROXY: a plain request or a CONNECT for HTTPS.
  const trap = net.createServer((socket) => {
    socket.once('data', (chunk: Buffer) => {
      strays.push(chunk.toString('latin1').split('\r\n')[0]);
      socket.end(PROXY_REFUSAL);
    });
    socket.on('error', () => undefined);
  });

  const endpointUrl = `http://127.0.0.1:${await listen(endpoint)}/`;
  const proxyUrl = `http://127.0.0.1:${await listen(trap)}/`;
  const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: endpointUrl,
    proxyUrl,
    callbacks: () => [...callbacks],
    strays: () => [...strays],
    questions: () => ({ ...questions }),
    close: async () => {
      endpoint.closeAllConnections();
      await Promise.all([close(endpoint), close(trap)]);
    },
  };
}
