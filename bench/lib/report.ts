import fs from 'node:fs';
import { ITEMS_PER_ORDER, SPLIT, WRITER_ACCOUNTS } from './dataSets';
import { printTable } from './processes';
import { ADDRESSES, BOOKINGS, DURATION_S, PLAIN_WRITES, READ_CONNECTIONS, type ServerRun } from './scenarios';
import type { CachedSet } from './setCache';

/** The printed tables of `npm run bench:data`. */

export interface ReportedRun {
  set: string;
  /** `real server (SQLite)`, `plain json-server`, `real server (PostgreSQL)`. */
  server: string;
  run: ServerRun;
}

/** Above this share of the CPU taken by other processes, a run's numbers are flagged. */
const BUSY_PERCENT = 10;
const mb = (bytes: number | undefined) => (bytes === undefined ? '-' : (bytes / 1048576).toFixed(1));
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : 'n/a');
const fileMb = (file: string) => mb(fs.statSync(file).size);

export function printIntro(sets: string[]): void {
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  console.log(`npm run bench:data — sets ${sets.join(', ')}`);
  console.log(
    `Generated records: ${percent(SPLIT.users)} users, ${percent(SPLIT.addresses)} addresses, ${percent(SPLIT.orders)} orders ` +
      `(${ITEMS_PER_ORDER} items each, not counted), ${percent(SPLIT.bookings)} bookings (from 2020, ten minutes apart: never a ` +
      `slot the API books); 1x is the seed plus ${WRITER_ACCOUNTS} users without records (accounts with room for the address writes).`,
  );
  console.log(
    `Real server: after a warm-up, ${BOOKINGS.one} + ${BOOKINGS.ten} bookings and ${ADDRESSES.one} + ${ADDRESSES.ten} addresses ` +
      `at 1 + 10 connections, then each read for ${DURATION_S} s at ${READ_CONNECTIONS} connections. Plain json-server: ` +
      `GET /products alike, ${PLAIN_WRITES.one} + ${PLAIN_WRITES.ten} address writes (each rewrites its whole file).\n`,
  );
}

export function printSets(sets: CachedSet[]): void {
  console.log('Data sets (rows added to the seed)');
  printTable(
    ['set', 'users', 'addresses', 'orders', 'order items', 'bookings', 'SQLite MB', 'JSON MB', 'generated'],
    sets.map(({ layout, sqliteFile, jsonFile, generated }) => {
      const { users, addresses, orders, bookings } = layout.set.counts;
      const built =
        generated.sqliteSeconds || generated.jsonSeconds
          ? `SQLite ${generated.sqliteSeconds} s, JSON ${generated.jsonSeconds} s`
          : 'cached';
      return [
        layout.set.name,
        users,
        addresses,
        orders,
        orders * ITEMS_PER_ORDER,
        bookings,
        fileMb(sqliteFile),
        fileMb(jsonFile),
        built,
      ];
    }),
  );
  console.log('');
}

export function printServers(runs: ReportedRun[]): void {
  console.log('Server processes');
  printTable(
    ['set', 'server', 'start ms', 'RSS start MB', 'RSS end MB', 'B/booking', 'B/address', 'other CPU %', 'note'],
    runs.map(({ set, server, run }) => [
      set,
      server,
      run.startMs ?? '-',
      mb(run.rssAfterStartBytes),
      mb(run.rssAfterRunBytes),
      run.bytesPerWrite.booking ?? '-',
      run.bytesPerWrite.address ?? '-',
      run.otherCpuPercent ?? '-',
      run.failure
        ? run.failure
        : run.readUser
          ? `reads as user ${run.readUser.id} (${run.readUser.addresses} addresses, ${run.readUser.orders} orders)`
          : '',
    ]),
  );
  console.log(
    '  B/...: storage bytes the server process wrote (/proc/<pid>/io write_bytes, 4 KiB pages dirtied) per successful write,',
  );
  console.log(
    '  its mail files included; on PostgreSQL the database writes happen in the PostgreSQL server and are not counted.',
  );
  console.log(
    '  other CPU %: share of both cores used by processes other than the bench and that server during its run',
  );
  console.log('  (PostgreSQL runs: the PostgreSQL server included).');
  const busy = runs.filter(({ run }) => (run.otherCpuPercent ?? 0) > BUSY_PERCENT);
  if (busy.length) {
    console.log(
      `  WARNING: other processes used over ${BUSY_PERCENT}% of the CPU during ${busy.map(({ set, server }) => `${set} ${server}`).join(', ')}; those numbers are unreliable.`,
    );
  }
  console.log('');
}

export function printRequests(runs: ReportedRun[]): void {
  console.log('Requests (latency of 2xx answers)');
  printTable(
    ['set', 'server', 'scenario', 'conn', 'ok', 'non-2xx', 'errors', 'req/s', 'p50 ms', 'p99 ms'],
    runs.flatMap(({ set, server, run }) =>
      run.rows.map((row) => [
        set,
        server,
        row.scenario,
        row.connections,
        row.ok,
        row.non2xx,
        row.errors,
        row.rps,
        ms(row.p50Ms),
        ms(row.p99Ms),
      ]),
    ),
  );
  console.log('');
}

/** The distinct messages of a stderr, without stack frames (the same error repeats once per request). */
function summarizeStderr(text: string): string {
  const lines = text.split('\n').map((line) => line.trim());
  const messages = [...new Set(lines.filter((line) => line && !line.startsWith('at ')))];
  return `${messages.slice(0, 5).join(' | ').slice(0, 1000)} (${lines.length} lines)`;
}

/** Non-2xx answers and server stderr: each is a finding, printed in full enough to act on. */
export function printProblems(runs: ReportedRun[]): void {
  const lines: string[] = [];
  for (const { set, server, run } of runs) {
    for (const row of run.rows) {
      if (row.non2xx || row.errors || row.stoppedEarly) {
        const examples = row.examples.map((example) => example.split('\n')[0]).join(' | ');
        lines.push(
          `${set} ${server} ${row.scenario} x${row.connections}: ${JSON.stringify(row.statusCodes)}, errors ${row.errors}${row.stoppedEarly ? `, ${row.stoppedEarly}` : ''}; ${examples}`,
        );
      }
    }
    if (run.stderr) lines.push(`${set} ${server} stderr: ${summarizeStderr(run.stderr)}`);
  }
  if (!lines.length) return;
  console.log('Problems');
  for (const line of lines) console.log(`  ${line}`);
  console.log('');
}
