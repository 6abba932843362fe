import fs from 'node:fs';
import path from 'node:path';
import { pageChunkRoutes } from '../../../src/app/routeTable';

/** Written by webpack next to the assets (BundleStatsPlugin in webpack.config.ts). */
export const BUNDLE_STATS_FILE = '.bundle-stats.json';

/**
 * The pages with no snapshot (their first screen depends on the visitor: the bag, the session, a
 * link's token) and the lazy chunk group each needs: the route table's pages marked `chunkInHtml`
 * (src/app/routeTable.ts; the item-desc pages and category filters have snapshots, so theirs
 * count only when snapshots are off or not made).
 * Sent as the bare index.html, the browser learns of that chunk only after main.js has run, then
 * fetches it: one more round trip and download before the page can draw. The server names the
 * chunk's files in the page instead (`withPageFiles`), so they download beside the entry scripts.
 * Not the account page (/user/profile): it waits for the session check (GET /api/User/profile)
 * before it draws, by when its chunk has arrived anyway; named in the page, its code only ran
 * earlier, in the busy start (bench:web: TBT median 117 ms with it, 65 without, LCP the same).
 */
const PAGE_CHUNK_GROUPS = pageChunkRoutes();

const MATCHERS = PAGE_CHUNK_GROUPS.map(([route, group]) => {
  const pattern = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { test: new RegExp(`^${pattern}/?$`), group };
});

/** The chunk group a path's page is in; null for paths the table does not name. */
export function pageChunkGroup(requestPath: string): string | null {
  return MATCHERS.find(({ test }) => test.test(requestPath))?.group ?? null;
}

interface BundleStats {
  entrypoints: Record<string, string[]>;
  chunkGroups: Record<string, string[]>;
}

/** Reads the build's chunk graph once per build (by mtime); undefined when there is none. */
export function bundleStatsReader(distDir: string): () => BundleStats | undefined {
  const file = path.join(distDir, BUNDLE_STATS_FILE);
  let cached: { mtimeMs: number; stats: BundleStats } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, stats: JSON.parse(fs.readFileSync(file, 'utf8')) as BundleStats };
    return cached.stats;
  };
}

/**
 * index.html with a chunk group's own files: its stylesheets as links (the chunk loader finds
 * them there and does not fetch them again), its scripts deferred just before the entry's last
 * script, so they run first and the router's `import()` finds the chunk installed. Files the
 * entry already has are left out; a template without the entry script is returned unchanged.
 */
export function withPageFiles(template: string, stats: BundleStats, chunkGroup: string): string {
  const entry = new Set(Object.values(stats.entrypoints).flat());
  const own = (stats.chunkGroups[chunkGroup] ?? []).filter((file) => !entry.has(file)).map((file) => `/${file}`);
  const lastEntryScript = Object.values(stats.entrypoints)
    .flat()
    .filter((file) => file.endsWith('.js'))
    .at(-1);
  const anchor = lastEntryScript
    ? template.search(new RegExp(`<script[^>]*src="/${lastEntryScript.replace(/[.]/g, '\\.')}"`))
    : -1;
  if (own.length === 0 || anchor < 0) return template;
  const scripts = own
    .filter((file) => file.endsWith('.js'))
    .map((file) => `<script defer="defer" src="${file}"></script>`)
    .join('');
  const styles = own
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link href="${file}" rel="stylesheet">`)
    .join('');
  const withScripts = `${template.slice(0, anchor)}${scripts}${template.slice(anchor)}`;
  return withScripts.replace('</head>', () => `${styles}</head>`);
}
