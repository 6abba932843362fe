import http from 'node:http';
import net from 'node:net';
import { answerClientErrors } from '../lib/clientErrors';
import {
  ClientConnections,
  bodyDeadlineMs,
  limitConnections,
  serverOptions,
  type ConnectionLimits,
} from './connectionLimits';

const LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 300,
  uploadTimeoutMs: 5_000,
  keepAliveTimeoutMs: 5_000,
  maxConnectionsPerClient: 3,
  maxConnections: 0,
  ipv6LimitPrefix: 64,
};

describe('ClientConnections', () => {
  it('admits up to the cap per client, counts each client apart and forgets a client with none open', () => {
    const clients = new ClientConnections(2);
    expect([clients.admit('a'), clients.admit('a'), clients.admit('a'), clients.admit('b')]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(clients.count('a')).toBe(2);
    clients.release('a');
    expect(clients.admit('a')).toBe(true);
    clients.release('a');
    clients.release('a');
    clients.release('b');
    expect(clients.clients).toBe(0);
  });

  it('admits everything with a cap of 0', () => {
    const clients = new ClientConnections(0);
    for (let i = 0; i < 1000; i++) expect(clients.admit('a')).toBe(true);
  });
});

describe('bodyDeadlineMs and serverOptions', () => {
  const req = (headers: Record<string, string>) => ({ headers }) as unknown as http.IncomingMessage;

  it('gives an upload the longer deadline, another body the shorter, and no body none', () => {
    expect(
      bodyDeadlineMs(req({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': '9' }), LIMITS),
    ).toBe(5_000);
    expect(bodyDeadlineMs(req({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }), LIMITS)).toBe(
      300,
    );
    expect(bodyDeadlineMs(req({}), LIMITS)).toBe(0);
    expect(bodyDeadlineMs(req({ 'content-length': '0' }), LIMITS)).toBe(0);
  });

  it("sets Node's whole-request clock to the upload deadline and checks every second", () => {
    expect(serverOptions(LIMITS)).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 10_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1000,
    });
    // An upload without a deadline: Node's clock must not end it either.
    expect(serverOptions({ ...LIMITS, uploadTimeoutMs: 0 }).requestTimeout).toBe(0);
  });
});

describe('limitConnections on a real server', () => {
  let server: http.Server;
  let port: number;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    server = http.createServer(serverOptions(LIMITS), (req, res) => {
      req.resume();
      req.on('end', () => res.end('read'));
    });
    limitConnections(server, LIMITS);
    answerClientErrors(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** A socket that sends the headers of a POST and one byte of its body; `closed` resolves with what it read. */
  async function trickle(contentType: string): Promise<{ socket: net.Socket; closed: Promise<string> }> {
    const socket = net.connect({ port, host: '127.0.0.1' });
    // One after the other, so the server accepts them in this order.
    await new Promise((resolve) => socket.once('connect', resolve));
    sockets.push(socket);
    socket.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: 100000\r\n\r\n{`);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    return { socket, closed: new Promise((resolve) => socket.once('close', () => resolve(text))) };
  }

  it('destroys a client socket over the cap at once, answers 408 to a body past its deadline and closes it', async () => {
    const json = await trickle('application/json');
    const upload = await trickle('multipart/form-data; boundary=x');
    const third = await trickle('application/json');
    const refused = await trickle('application/json');
    // The fourth is over the cap of 3: closed without an answer, long before any deadline.
    expect(await refused.closed).toBe('');
    const started = Date.now();
    const answer = await json.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"isSuccess":false');
    expect(Date.now() - started).toBeLessThan(3_000);
    await third.closed;
    // The upload has longer: still open after the JSON bodies' deadline.
    expect(upload.socket.destroyed).toBe(false);
    upload.socket.destroy();
    await upload.closed;
    // The closed sockets were released: the client is admitted again, and its request is read.
    const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'ok' });
    expect(await res.text()).toBe('read');
  });
});
