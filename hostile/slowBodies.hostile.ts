import http from 'node:http';
import net from 'node:net';
import { describeOnEngines } from './support/engines';
import { expectServing, serverForFile } from './support/groups';
import type { ServerProcess } from './support/serverProcess';
import { waitFor } from './support/wait';

/**
 * Slow bodies (slowloris on the body): 1,500 sockets from one address each send the headers of a
 * POST with a large Content-Length, then a byte a second. The server keeps at most
 * MAX_CONNECTIONS_PER_CLIENT (64) of them and destroys the rest as they arrive; it answers 408 to
 * the ones it kept when their body is late (REQUEST_TIMEOUT_MS, 3 s here instead of 30 s) and
 * closes them. Meanwhile a client from another loopback address is answered as usual, with reads
 * from the database; on SQLite and on PostgreSQL (the pool's connections must not be held either).
 */
const SOCKETS = 1_500;
const WAVE = 100;
const PER_CLIENT_CAP = 64;
const REQUEST_TIMEOUT_MS = 3_000;
/** Node checks deadlines every second; a refused client has a second to read its 408. */
const CLOSE_MARGIN_MS = 1_000 + 1_000 + 2_000;
const ATTACKER = '127.0.0.1';
const BYSTANDER = '127.0.0.2';

// The cap at its default (the suite's servers run without one).

interface Trickler {
  socket: net.Socket;
  answer: string;
  closed: boolean;
}

/** A socket from ATTACKER that sends a POST's headers and the first byte of a 900 KB body. */
function openTrickler(origin: URL): Promise<Trickler> {
  const socket = net.connect({ host: origin.hostname, port: Number(origin.port), localAddress: ATTACKER });
  const trickler: Trickler = { socket, answer: '', closed: false };
  socket.on('data', (chunk: Buffer) => (trickler.answer += chunk.toString()));
  // A socket the server destroys may fail its next write (EPIPE, ECONNRESET): that is the point.
  socket.on('error', () => undefined);
  socket.on('close', () => (trickler.closed = true));
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.write(
        `POST /api/send-email HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n\r\n{`,
      );
      resolve(trickler);
    });
    socket.once('close', () => resolve(trickler));
  });
}

/** One GET from BYSTANDER on a new connection: its status and how long it took. */
function bystanderGet(origin: string, route: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}${route}`, { localAddress: BYSTANDER, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    req.on('error', reject);
  });
}

/** Two API reads (a list from the database, a product page's data) from BYSTANDER every 300 ms until `stop` says so; not `/`, which answers 503 before the site is built (CI runs this suite before the build). */
async function probeUntil(srv: ServerProcess, stop: () => boolean) {
  const answers: Array<{ route: string; status: number; ms: number }> = [];
  while (!stop()) {
    for (const route of ['/api/Category/all-flat', '/api/Product?_page=1&_limit=1'])
      answers.push({ route, ...(await bystanderGet(srv.origin, route)) });
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return answers;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describeOnEngines('1,500 trickling request bodies from one address', (engine) => {
  const server = serverForFile(`slow-bodies-${engine}`, engine, {
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT_CAP),
  });

  it('keeps at most 64 of them, closes those at the request timeout, and answers another client meanwhile', async () => {
    const origin = new URL(server().origin);
    const tricklers: Trickler[] = [];
    let attackOver = false;
    const probes = probeUntil(server(), () => attackOver);
    const drip = setInterval(() => {
      for (const trickler of tricklers) if (!trickler.closed) trickler.socket.write(' ');
    }, 1000);
    try {
      // In waves, so the listen backlog never drops a connection attempt (a retry waits seconds).
      for (let opened = 0; opened < SOCKETS; opened += WAVE)
        tricklers.push(...(await Promise.all(Array.from({ length: WAVE }, () => openTrickler(origin)))));
      const allSent = Date.now();
      const open = () => tricklers.filter((trickler) => !trickler.closed).length;

      // Those over the cap are destroyed as they arrive (without the cap: all 1,500 stay open).
      const kept = await waitFor(`at most ${PER_CLIENT_CAP} sockets open`, open, (n) => n <= PER_CLIENT_CAP, 3_000);
      expect(kept).toBeGreaterThan(0);
      // Those kept are answered 408 and closed once their body is late (without the timeouts: 300 s).
      await waitFor('every trickling socket closed', open, (n) => n === 0, REQUEST_TIMEOUT_MS + CLOSE_MARGIN_MS);
      expect(Date.now() - allSent).toBeLessThan(REQUEST_TIMEOUT_MS + CLOSE_MARGIN_MS);
      const answered = tricklers.filter((trickler) => trickler.answer !== '');
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.length).toBeLessThanOrEqual(PER_CLIENT_CAP);
      for (const { answer } of answered) expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    } finally {
      clearInterval(drip);
      attackOver = true;
      for (const trickler of tricklers) trickler.socket.destroy();
    }

    const answers = await probes;
    expect(answers.length).toBeGreaterThanOrEqual(6);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(median(answers.map((answer) => answer.ms))).toBeLessThan(300);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(2_000);
    await expectServing(server());
  });
});
