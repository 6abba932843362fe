import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start` runs this first: it builds the production bundle when dist/ is missing or was
 * built from other sources. Staleness is a hash of every build input (not file times, which a
 * fresh clone resets), stored next to the build. Then the public pages' snapshots are made.
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

const ranScript = (args: string[]) => spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;

/**
 * The public pages' snapshots (server/scripts/prerender.ts) belong to one build: they are made
 * again whenever the build changed. PRERENDERED_PAGES=0 (the e2e server) neither makes nor serves them.
 */
function ensureSnapshots(stamp: string) {
  if (process.env.PRERENDERED_PAGES === '0') return;
  const snapshotStamp = path.join(ROOT, 'dist', 'prerendered', '.build-inputs');
  if (fs.existsSync(snapshotStamp) && fs.readFileSync(snapshotStamp, 'utf8').trim() === stamp) return;
  const status = ranScript(['--import', 'tsx', path.join(ROOT, 'server', 'scripts', 'prerender.ts')]);
  if (status !== 0) process.exit(status);
}

/** `--force` (npm run build) always builds; otherwise only when the sources changed. */
function main() {
  // Build-time switches change the bundle, so they are part of the stamp.
  const expected = inputsHash(
    `API_ROOT=${process.env.API_ROOT ?? ''};REDUX_DEVTOOLS=${process.env.REDUX_DEVTOOLS ?? ''}`,
  );
  const current = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8').trim() : '';
  const force = process.argv.includes('--force');
  if (!force && current === expected && fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    console.log('Production build is up to date.');
  } else {
    if (!force)
      console.log(
        current ? 'Sources changed since the last build: rebuilding...' : 'No production build yet: building...',
      );
    const status = ranScript([path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production']);
    if (status !== 0) process.exit(status);
    fs.writeFileSync(STAMP, `${expected}\n`);
    // webpack's clean can leave the snapshots' dot-file stamp behind while removing the pages:
    // a new bundle always gets new snapshots.
    fs.rmSync(path.join(ROOT, 'dist', 'prerendered'), { recursive: true, force: true });
  }
  ensureSnapshots(expected);
}

if (require.main === module) main();
