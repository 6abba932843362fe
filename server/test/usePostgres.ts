// Set up by the `server-pg` jest project: every test app of this run uses PostgreSQL (see engines.ts).
process.env.TEST_DB_ENGINE = 'postgres';
