/**
 * `npm run bench:scan`: Debian's wapiti (a black-box web scanner, `apt-get install wapiti`)
 * against the built site and its API on a throwaway data folder. It crawls the served pages, then
 * attacks every URL and form it found plus the API's GET routes with query parameters given as
 * start URLs, once as a guest and once with a customer's bearer token (plus the customer's own
 * reads). It prints what wapiti reports per category and the crawled answers by status, and
 * writes the summary to bench/results/scan-latest.json. Wapiti cannot send JSON bodies: the
 * POST/PUT routes are covered by `npm run test:hostile` instead.
 * Exits 1 when wapiti reports a vulnerability or anomaly not in ACCEPTED (docs/security.md says
 * why each of those is acceptable), when a crawled URL answered outside 2xx/3xx, or when the scan
 * cannot run, or when the target called the scanner's endpoint or wapiti tried to leave the machine
 * (see below). Short mode (BENCH_SHORT=1 or --short, in CI): the customer's run only, 20 s and 2 s
 * per attack module at most (wapiti finishes a module past --max-scan-time); every check is
 * enforced (none depends on the machine's speed).
 * No internet: wapiti's endpoint (the address its SSRF, XXE and remote-inclusion payloads make the
 * target call) is a local server (bench/lib/scanEndpoint.ts) that answers wapiti's questions from
 * what it really received; wapiti runs without --update and with HTTP_PROXY/HTTPS_PROXY pointing
 * at a local trap that refuses and records every request (NO_PROXY: the loopback addresses), so a
 * stray attempt to reach the internet fails at once and is reported.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { login, SEED_CUSTOMER } from './lib/auth';
import { SHORT } from './lib/mode';
import { Verdict } from './lib/outcome';
import { ROOT, printTable, startAppServer, tempDataDir, writeResults } from './lib/processes';
import { startScanEndpoint, type ScanEndpoint } from './lib/scanEndpoint';

// ssrf, xxe (out of band) and file (remote inclusion) put an endpoint's address in their payloads:
// the local one of scanEndpoint.ts, never wapiti's public one. nikto and buster download word
// lists and wapp its fingerprints; brute_login_form would only meet the login limits.
const MODULES =
  'backup,blindsql,cookieflags,crlf,csp,exec,file,htaccess,http_headers,methods,permanentxss,redirect,sql,ssrf,xss,xxe,shellshock';
const MAX_SCAN_S = Number(process.env.SCAN_MAX_SECONDS ?? (SHORT ? 20 : 240));

/** What wapiti reports that is acceptable, by category and text (docs/security.md says why). */
const ACCEPTED: Array<{ category: string; info: RegExp; why: string }> = [
  {
    category: 'vulnerabilities: HTTP Secure Headers',
    info: /^X-XSS-Protection is not set/,
    why: 'helmet sends X-XSS-Protection: 0 on purpose (OWASP)',
  },
  {
    category: 'vulnerabilities: HTTP Secure Headers',
    info: /^Strict-Transport-Security is not set/,
    why: 'HSTS is set by the TLS terminator in front of the app',
  },
];
/** The customer's own reads, crawled (and attacked) with the bearer token only. */
const CUSTOMER_URLS = ['/api/Address/user', '/api/Order/user'];

/** Public pages and API reads with parameters for the scanner to attack. */
function startUrls(base: string): string[] {
  const pages = [
    '/',
    '/products',
    '/item-desc2',
    '/events',
    '/blogs',
    '/online-booking',
    '/contact-us',
    '/our-story',
    '/login',
    '/register',
    '/tracking',
  ];
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
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Record<
    string,
    Record<string, Array<Record<string, string>>>
  >;
  const findings: Finding[] = [];
  for (const section of ['vulnerabilities', 'anomalies', 'additionals'] as const) {
    for (const [category, items] of Object.entries(report[section] ?? {})) {
      for (const item of items) {
        findings.push({
          category: `${section}: ${category}`,
          method: item.method ?? '',
          path: item.path ?? '',
          parameter: item.parameter ?? '',
          info: (item.info ?? '').replace(/\s+/g, ' ').slice(0, 140),
        });
      }
    }
  }
  return findings;
}

/** The answers to the URLs wapiti crawled (not its attacks), by status, from its session database. */
function crawledStatuses(sessionDir: string): { statusCodes: Record<string, number>; failed: string[] } {
  const file = fs.readdirSync(sessionDir).find((name) => name.endsWith('.db'));
  if (!file) throw new Error(`wapiti kept no session database in ${sessionDir}`);
  const db = new BetterSqlite3(path.join(sessionDir, file), { readonly: true });
  try {
    const rows = db.prepare('select method, path, http_status as status from paths where evil = 0').all() as Array<{
      method: string;
      path: string;
      status: number | null;
    }>;
    const statusCodes: Record<string, number> = {};
    for (const row of rows) statusCodes[String(row.status)] = (statusCodes[String(row.status)] ?? 0) + 1;
    // 3xx: the site's redirects (an unknown page to /, /admin to its login), followed by the crawler.
    const failed = rows
      .filter((row) => !(row.status && row.status >= 200 && row.status < 400))
      .map((row) => `${row.method} ${row.path.replace(/^https?:\/\/[^/]+/, '')} ${row.status}`);
    return { statusCodes, failed };
  } finally {
    db.close();
  }
}

interface ScanRun {
  label: string;
  findings: Finding[];
  crawled: ReturnType<typeof crawledStatuses>;
  exitCode: number | null;
}

/** Runs wapiti without blocking this process (the endpoint in it must answer meanwhile). */
function spawnWapiti(args: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn('wapiti', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

async function runWapiti(
  base: string,
  endpoint: ScanEndpoint,
  label: string,
  extraArgs: string[],
  extraUrls: string[] = [],
): Promise<ScanRun> {
  const sessionDir = tempDataDir('events-wapiti-');
  const reportFile = path.join(sessionDir, `${label}.json`);
  const urls = [...startUrls(base), ...extraUrls.map((route) => `${base}${route}`)];
  // wapiti loads every module, used or not, and wapp downloads its fingerprints from GitHub when its
  // config folder has none: an empty set (wapp does not run) keeps it from trying.
  const configDir = path.join(sessionDir, 'config');
  fs.mkdirSync(configDir);
  fs.writeFileSync(path.join(configDir, 'apps.json'), '{}');
  const args = [
    '-u',
    `${base}/`,
    '--scope',
    'folder',
    '-m',
    MODULES,
    '--endpoint',
    endpoint.url,
    '-f',
    'json',
    '-o',
    reportFile,
    '--flush-session',
    '--store-session',
    sessionDir,
    '--store-config',
    configDir,
    '--max-scan-time',
    String(MAX_SCAN_S),
    ...(SHORT ? ['--max-attack-time', '2'] : []),
    '-t',
    '10',
    '--no-bugreport',
    ...urls.flatMap((url) => ['-s', url]),
    ...extraArgs,
  ];
  // Anything but the loopback addresses goes to the trap, which refuses it (python-requests reads these).
  const env = {
    ...process.env,
    HTTP_PROXY: endpoint.proxyUrl,
    HTTPS_PROXY: endpoint.proxyUrl,
    http_proxy: endpoint.proxyUrl,
    https_proxy: endpoint.proxyUrl,
    NO_PROXY: '127.0.0.1,localhost,::1',
    no_proxy: '127.0.0.1,localhost,::1',
  };
  console.log(`\nwapiti (${label}): ${MAX_SCAN_S} s at most; endpoint ${endpoint.url}`);
  const exitCode = await spawnWapiti(args, env, (MAX_SCAN_S + 120) * 1000);
  if (!fs.existsSync(reportFile)) throw new Error(`wapiti wrote no report (exit ${exitCode})`);
  const result = { label, findings: readFindings(reportFile), crawled: crawledStatuses(sessionDir), exitCode };
  fs.rmSync(sessionDir, { recursive: true, force: true });
  return result;
}

async function main(): Promise<void> {
  const verdict = new Verdict('scan');
  if (spawnSync('wapiti', ['--version']).error) throw new Error('wapiti is not installed: apt-get install -y wapiti');
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'server/scripts/ensureBuild.ts'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  // Limits off: the scanner should reach every handler rather than meet 429s.
  const server = await startAppServer({ RATE_LIMIT_FACTOR: '0' });
  const endpoint = await startScanEndpoint();
  try {
    const runs: ScanRun[] = [];
    if (!SHORT) runs.push(await runWapiti(server.url, endpoint, 'guest', []));
    const { accessToken } = await login(server.url, SEED_CUSTOMER);
    runs.push(
      await runWapiti(server.url, endpoint, 'customer', ['-H', `Authorization: Bearer ${accessToken}`], CUSTOMER_URLS),
    );
    const findings = runs.flatMap((run) => run.findings.map((f) => ({ ...f, as: run.label })));
    const counts = new Map<string, number>();
    for (const finding of findings)
      counts.set(`${finding.as} | ${finding.category}`, (counts.get(`${finding.as} | ${finding.category}`) ?? 0) + 1);
    console.log('\nWhat wapiti reported (per run and category):');
    printTable(
      ['run | category', 'count'],
      [...counts.entries()].sort().map(([key, count]) => [key, count]),
    );
    if (findings.length) {
      console.log('\nEach item:');
      printTable(
        ['run', 'category', 'method', 'path', 'parameter', 'info'],
        findings.map((f) => [f.as, f.category, f.method, f.path, f.parameter, f.info]),
      );
    }
    console.log('\nCrawled URLs (not attacks) by status:');
    printTable(
      ['run', 'URLs', 'status codes'],
      runs.map((run) => [
        run.label,
        Object.values(run.crawled.statusCodes).reduce((a, b) => a + b, 0),
        JSON.stringify(run.crawled.statusCodes),
      ]),
    );
    const callbacks = endpoint.callbacks();
    const strays = endpoint.strays();
    console.log(
      `\nThe target's calls to the scanner's endpoint: ${callbacks.length}; wapiti's attempts to leave the machine: ${strays.length}`,
    );
    console.log(
      `wapiti's questions to its endpoint (once per run for each module that finished): ${JSON.stringify(endpoint.questions())}`,
    );
    for (const callback of callbacks) console.log(`  callback: ${callback.method} ${callback.url} from ${callback.ip}`);
    for (const stray of strays) console.log(`  refused by the proxy trap: ${stray}`);
    const file = writeResults('scan', {
      when: new Date().toISOString(),
      modules: MODULES,
      maxScanSeconds: MAX_SCAN_S,
      endpointQuestions: endpoint.questions(),
      endpointCallbacks: callbacks,
      strayRequests: strays,
      findings,
      crawled: runs.map(({ label, crawled, exitCode }) => ({ label, exitCode, ...crawled })),
    });
    console.log(`\n${findings.length} item(s); written to ${file}`);

    for (const run of runs) {
      if (run.exitCode !== 0) verdict.fail(`wapiti (${run.label}) exited ${run.exitCode}`);
      // A scan that reached nothing would report nothing: at least the start URLs must answer.
      if (Object.keys(run.crawled.statusCodes).length === 0) verdict.fail(`wapiti (${run.label}) crawled nothing`);
      for (const failed of run.crawled.failed) verdict.fail(`unexpected answer (${run.label}): ${failed}`);
    }
    // A call from the target to the endpoint is an SSRF or XXE whether or not wapiti matched it.
    for (const callback of callbacks)
      verdict.fail(`the target called the scanner's endpoint (SSRF/XXE): ${callback.method} ${callback.url}`);
    for (const stray of strays) verdict.fail(`wapiti tried to reach beyond this machine: ${stray}`);
    for (const finding of findings) {
      if (finding.category.startsWith('additionals: ')) continue; // information, not a finding
      const accepted = ACCEPTED.find((item) => item.category === finding.category && item.info.test(finding.info));
      if (accepted) console.log(`  accepted (${finding.as}): ${finding.info} (${accepted.why})`);
      else
        verdict.fail(
          `wapiti (${finding.as}) reports ${finding.category}: ${finding.method} ${finding.path} ${finding.parameter} ${finding.info}`,
        );
    }
  } finally {
    await endpoint.close();
    await server.stop();
  }
  verdict.finish();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
