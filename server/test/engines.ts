/**
 * Which database the server tests run on: SQLite always (the `server` jest project), and
 * PostgreSQL in the `server-pg` project, which sets TEST_DB_ENGINE=postgres and needs
 * TEST_DATABASE_URL (see jest.config.ts; CI starts a server with .ci/postgres.sh).
 */
export function testDatabase(): { engine: 'sqlite' | 'postgres'; url?: string } {
  if (process.env.TEST_DB_ENGINE !== 'postgres') return { engine: 'sqlite' };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL (eval "$(bash .ci/postgres.sh)")');
  return { engine: 'postgres', url };
}
