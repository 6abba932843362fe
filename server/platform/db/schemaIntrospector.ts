import { PostgresDialect, sql, type DatabaseIntrospector, type Kysely, type TableMetadata } from 'kysely';

/**
 * Kysely's PostgreSQL introspector reads every schema of the database, calling functions
 * (`has_schema_privilege`, `pg_get_serial_sequence`) on each; while another connection drops a
 * schema (the tests give each app a schema of its own and drop it afterwards), that query fails
 * with "schema ... does not exist". The migrator only asks which tables exist, so this one answers
 * from the connection's own schema (`current_schema()`), and never looks at anyone else's.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  async getSchemas() {
    const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; isView: boolean }>`
      select table_name as name, table_schema as schema, table_type = 'VIEW' as "isView"
      from information_schema.tables where table_schema = current_schema()`.execute(this.db);
    return rows.map((row) => ({ ...row, columns: [] }));
  }

  async getMetadata() {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL, introspected only within the connection's schema (see above). */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
