import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start` runs this first: it builds the production bundle when dist/ is missing or was
 * built from other sources. Staleness is a hash of every build input (not file times, which a
 * fresh clone resets), stored next to the build.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const STAMP = path.join(ROOT, 'dist', '.build-inputs');
const INPUTS = ['src', 'webpack.config.ts', 'babel.config.js', 'tsconfig.json', 'package-lock.json'];

function* filesUnder(entry: string): Generator<string> {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) yield* filesUnder(path.join(entry, name));
}

export function inputsHash(extra = ''): string {
  const hash = crypto.createHash('sha256').update(extra);
  for (const input of INPUTS) {
    for (const file of filesUnder(input)) {
      if (/\.test\.tsx?$/.test(file)) continue; // tests do not change the bundle
      hash.update(file).update(fs.readFileSync(path.join(ROOT, file)));
    }
  }
  return hash.digest('hex');
}

function main() {
  // Build-time switches change the bundle, so they are part of the stamp.
  const expected = inputsHash(`API_ROOT=${process.env.API_ROOT ?? ''};REDUX_DEVTOOLS=${process.env.REDUX_DEVTOOLS ?? ''}`);
  const current = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : '';
  if (current === expected && fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    console.log('Production build is up to date.');
    return;
  }
  console.log(current ? 'Sources changed since the last build: rebuilding...' : 'No production build yet: building...');
  const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [webpackCli, '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, `${expected}\n`);
}

if (require.main === module) main();
