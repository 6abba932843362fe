import type { EngineKind } from '../../server/platform/db/engine';
import { freshData, type TestData } from './engines';
import { startServer, type ServerProcess } from './serverProcess';

/**
 * Servers with the real limits on (RATE_LIMIT_FACTOR=1) behind a proxy (TRUST_PROXY=1), so each
 * request can name an address of its own in X-Forwarded-For; each on fresh data, all stopped and
 * removed after the file's tests. Call once per test file, at the top level.
 */
export function limitedServers(): (engine: EngineKind, label: string) => Promise<ServerProcess> {
  const servers: ServerProcess[] = [];
  const places: TestData[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
    for (const data of places) await data.remove();
  });
  return async (engine, label) => {
    const data = await freshData(engine, label);
    places.push(data);
    const server = await startServer(data.dataDir, { ...data.env, RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1' });
    servers.push(server);
    return server;
  };
}
