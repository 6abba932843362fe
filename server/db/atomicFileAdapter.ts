import fs from 'node:fs';
import path from 'node:path';

let tempCounter = 0;

/**
 * Writes `content` to `file` so that a crash at any moment leaves either the old or the new
 * file, never half of one: write a temp file in the same folder, fsync it, rename it over.
 */
export function writeFileAtomic(file: string, content: string): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${tempCounter++}.tmp`);
  const fd = fs.openSync(temp, 'w', 0o600);
  try {
    fs.writeSync(fd, content);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
}

/** Removes temp files a killed process may have left next to the data file. */
export function removeStaleTempFiles(file: string): void {
  const dir = path.dirname(file);
  const prefix = `.${path.basename(file)}.`;
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { force: true });
  }
}

/**
 * A lowdb 1 adapter (the storage json-server's router reads through) whose writes are atomic.
 * lowdb's own FileSync adapter overwrites the file in place, which a crash can truncate.
 */
export class AtomicFileAdapter<T extends object> {
  constructor(readonly source: string) {}

  read(): T {
    return JSON.parse(fs.readFileSync(this.source, 'utf8')) as T;
  }

  write(state: T): void {
    writeFileAtomic(this.source, JSON.stringify(state, null, 2));
  }
}
