import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Copies a data file for a server run and flushes every dirty page to disk before the server
 * starts: otherwise the kernel writes back the copy (or the generated files, or the previous
 * json-server's rewrites, ~1 GB at 100k) while a server is measured, and the server's fsyncs
 * (one per SQLite commit) wait behind it.
 */
export function copyForRun(from: string, to: string): void {
  fs.copyFileSync(from, to);
  execFileSync('sync');
}
