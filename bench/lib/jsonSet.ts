import fs from 'node:fs';
import { addressRecord, bookingRecord, orderRecord, userRecord, type Layout } from './dataSets';

/**
 * Writes a set as one JSON file for plain json-server: the seed's collections with the generated
 * records appended (orders keep their items nested, as in db.json). Written record by record in
 * 4 MB chunks: at 1M the file is about 500 MB, and building all the records in memory and
 * stringifying them at once would take gigabytes and come near the longest string V8 allows
 * (2^29 - 24 characters; lowdb's indented rewrite of the same data goes past it). Renamed into
 * place when complete.
 */
export function buildJsonSet(file: string, layout: Layout, passwordHash: string): void {
  const tmp = `${file}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  const CHUNK = 4 * 1024 * 1024;
  let pending: string[] = [];
  let pendingLength = 0;
  const flush = () => {
    fs.writeSync(fd, pending.join(''));
    pending = [];
    pendingLength = 0;
  };
  const write = (text: string) => {
    pending.push(text);
    pendingLength += text.length;
    if (pendingLength >= CHUNK) flush();
  };

  const { counts } = layout.set;
  const generated: Record<string, { count: number; record: (index: number) => unknown }> = {
    users: { count: counts.users, record: (index) => userRecord(layout, index, passwordHash) },
    addresses: { count: counts.addresses, record: (index) => addressRecord(layout, index) },
    orders: { count: counts.orders, record: (index) => orderRecord(layout, index) },
    bookings: { count: counts.bookings, record: (index) => bookingRecord(layout, index) },
  };

  try {
    write('{');
    Object.entries(layout.seed).forEach(([name, seedRows], position) => {
      write(`${position ? ',' : ''}\n${JSON.stringify(name)}:[`);
      let first = true;
      const add = (record: unknown) => {
        write(`${first ? '' : ','}\n${JSON.stringify(record)}`);
        first = false;
      };
      (seedRows ?? []).forEach(add);
      const extra = generated[name];
      for (let index = 0; index < (extra?.count ?? 0); index += 1) add(extra.record(index));
      write(']');
    });
    write('\n}\n');
    flush();
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}
