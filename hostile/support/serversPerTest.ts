import type { EngineKind } from '../../server/platform/db/engine';
import { freshData, type TestData } from './engines';
import { startServers, type ServerProcess } from './serverProcess';

/**
 * Server processes on a fresh data folder, for one test at a time: `start` makes the folder on the
 * engine and starts `count` servers on it (with extra environment); after each test they are
 * stopped and the folder removed, whether the test passed or not.
 */
export function serversPerTest() {
  let data: TestData | undefined;
  let servers: ServerProcess[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    await data?.remove();
    data = undefined;
  });
  return {
    async start(engine: EngineKind, label: string, count: number, env: Record<string, string> = {}) {
      data = await freshData(engine, label);
      servers = await startServers(count, data.dataDir, { ...data.env, ...env });
      return { data, servers };
    },
  };
}
