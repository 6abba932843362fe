import { PAGE_CHANGES } from '../../../src/app/routeTable/pageChanges';
import { addDays, istDateOf, istDayStart } from '../../../src/shared/contract/fields/bookingDates';
import { ROUTES } from '../../../src/shared/config/routes';
import type { AppContext } from '../../context';
import type { ListedTable } from '../../platform/db/contentChanges.repository';

/** What a page lists from the database, besides its own content. */
function listedBy(path: string): ListedTable | undefined {
  if (path === ROUTES.home) return 'banners';
  if (path === ROUTES.events) return 'events';
  if (path === ROUTES.blogs) return 'blogPosts';
  if (path === ROUTES.products || path.startsWith(`${ROUTES.products}/`)) return 'products';
  return undefined;
}

/** A moment of change: when, and how the sitemap writes it (a day, or the exact time). */
interface Change {
  at: number;
  lastmod: string;
}

const latest = (changes: Array<Change | undefined>) =>
  changes.reduce<Change | undefined>(
    (best, change) => (change && (!best || change.at > best.at) ? change : best),
    undefined,
  );

const atTime = (iso: string | undefined): Change | undefined => {
  const at = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(at) ? undefined : { at, lastmod: new Date(at).toISOString() };
};

/**
 * Each page's last change, for the sitemap's `<lastmod>`: the day its own content last changed
 * (src/app/routeTable/pageChanges.ts, kept true by a test), or, for a page that lists staff
 * content, the later of that and the content's last change (an edit, a publish or hide, a
 * deletion; for events and Event posts also the day one became past). Never the build's time.
 */
export function sitemapService({ store, clock }: Pick<AppContext, 'store' | 'clock'>) {
  const changes = store.contentChanges;

  /** The last change of a table's rows, memoised for one sitemap. */
  const dataChange = async (table: ListedTable): Promise<Change | undefined> => {
    const edited = atTime(await changes.lastChange(table));
    if (table !== 'events' && table !== 'blogPosts') return edited;
    const lastPast = await changes.latestPastDate(table, istDateOf(clock.now()));
    // The page changed at midnight in Delhi after that date: the event moved to the past ones.
    return latest([edited, lastPast ? atTime(new Date(istDayStart(addDays(lastPast, 1))).toISOString()) : undefined]);
  };

  return {
    /** The `<lastmod>` of each path (undefined when nothing is known of it: the sitemap leaves it out). */
    lastModified: async (paths: readonly string[]): Promise<Map<string, string | undefined>> => {
      const tables = new Map<ListedTable, Promise<Change | undefined>>();
      const result = new Map<string, string | undefined>();
      for (const path of paths) {
        const own = PAGE_CHANGES[path]?.changed;
        const ownChange = own ? { at: istDayStart(own), lastmod: own } : undefined;
        const table = listedBy(path);
        if (table && !tables.has(table)) tables.set(table, dataChange(table));
        result.set(path, latest([ownChange, table ? await tables.get(table) : undefined])?.lastmod);
      }
      return result;
    },
  };
}
