/**
 * `npm run bench:scan`: Debian's wapiti (a black-box web scanner) against the built site and its
 * API on a throwaway data folder. Not part of CI: a scan takes minutes and needs `apt-get install
 * wapiti`. It crawls the served pages, then attacks every URL and form it found plus the API's
 * GET routes with query parameters given as start URLs, once as a guest and once with a
 * customer's bearer token. It prints what wapiti reports per category and writes the summary to
 * bench/results/scan-latest.json. Wapiti cannot send JSON bodies: the POST/PUT routes are covered
 * by `npm run test:hostile` instead. docs/security.md says why each remaining item is acceptable.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, printTable, startAppServer, tempDataDir, writeResults } from './lib/processes';

// ssrf needs wapiti's public endpoint (no internet here); nikto and buster download word lists;
// brute_login_form would only meet the login limits.
const MODULES = 'backup,blindsql,cookieflags,crlf,csp,exec,file,htaccess,http_headers,methods,permanentxss,redirect,sql,xss,xxe,shellshock';
const MAX_SCAN_S = Number(process.env.SCAN_MAX_SECONDS ?? 240);

/** Public pages and API reads with parameters for the scanner to attack. */
function startUrls(base: string): string[] {
  const pages = ['/', '/products', '/item-desc2', '/events', '/blogs', '/online-booking', '/contact-us', '/our-story', '/login', '/register', '/tracking'];
  const api = [
    '/api/Product?_page=1&_limit=12&_sort=price&_order=asc&q=tea',
    '/api/categories?q=art&_page=1&_limit=5',
    '/api/bookings/availability?date=2026-12-01',
  ];
  return [...pages, ...api].map((route) => `${base}${route}`);
}

interface Finding {
  category: string;
  method: string;
  path: string;
  parameter: string;
  info: string;
}

function readFindings(reportFile: string): Finding[] {
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Record<string, Record<string, Array<Record<string, string>>>>;
  const findings: Finding[] = [];
  for (const section of ['vulnerabilities', 'anomalies', 'additionals'] as const) {
    for (const [category, items] of Object.entries(report[section] ?? {})) {
      for (const item of items) {
        findings.push({ category: `${section}: ${category}`, method: item.method ?? '', path: item.path ?? '', parameter: item.parameter ?? '', info: (item.info ?? '').replace(/\s+/g, ' ').slice(0, 140) });
      }
    }
  }
  return findings;
}

async function customerToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@example.com', password: 'Customer@12345' }),
  });
  const body = (await response.json()) as { data?: { tokens?: { accessToken?: string } } };
  const token = body.data?.tokens?.accessToken;
  if (!token) throw new Error(`demo customer login failed: ${response.status}`);
  return token;
}

function runWapiti(base: string, label: string, extraArgs: string[]): Finding[] {
  const sessionDir = tempDataDir('events-wapiti-');
  const reportFile = path.join(sessionDir, `${label}.json`);
  const args = ['-u', `${base}/`, '--scope', 'folder', '-m', MODULES, '-f', 'json', '-o', reportFile, '--flush-session', '--store-session', sessionDir, '--max-scan-time', String(MAX_SCAN_S), '-t', '10', '--no-bugreport', ...startUrls(base).flatMap((url) => ['-s', url]), ...extraArgs];
  console.log(`\nwapiti (${label}): ${MAX_SCAN_S} s at most`);
  const run = spawnSync('wapiti', args, { stdio: ['ignore', 'ignore', 'inherit'], timeout: (MAX_SCAN_S + 120) * 1000 });
  if (!fs.existsSync(reportFile)) throw new Error(`wapiti wrote no report (exit ${run.status}, signal ${run.signal})`);
  return readFindings(reportFile);
}

async function main(): Promise<void> {
  if (spawnSync('wapiti', ['--version']).error) throw new Error('wapiti is not installed: apt-get install -y wapiti');
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/scripts/ensureBuild.ts'], { cwd: ROOT, stdio: 'inherit' });
  // Limits off: the scanner should reach every handler rather than meet 429s.
  const server = await startAppServer({ RATE_LIMIT_FACTOR: '0' });
  try {
    const guest = runWapiti(server.url, 'guest', []);
    const token = await customerToken(server.url);
    const customer = runWapiti(server.url, 'customer', ['-H', `Authorization: Bearer ${token}`]);
    const findings = [...guest.map((f) => ({ ...f, as: 'guest' })), ...customer.map((f) => ({ ...f, as: 'customer' }))];
    const counts = new Map<string, number>();
    for (const finding of findings) counts.set(`${finding.as} | ${finding.category}`, (counts.get(`${finding.as} | ${finding.category}`) ?? 0) + 1);
    console.log('\nWhat wapiti reported (per run and category):');
    printTable(['run | category', 'count'], [...counts.entries()].sort().map(([key, count]) => [key, count]));
    if (findings.length) {
      console.log('\nEach item:');
      printTable(['run', 'category', 'method', 'path', 'parameter', 'info'], findings.map((f) => [f.as, f.category, f.method, f.path, f.parameter, f.info]));
    }
    const file = writeResults('scan', { when: new Date().toISOString(), modules: MODULES, maxScanSeconds: MAX_SCAN_S, findings });
    console.log(`\n${findings.length} item(s); written to ${file}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
