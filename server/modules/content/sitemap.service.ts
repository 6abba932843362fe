import { PAGE_CHANGES } from '../../../src/app/routeTable/pageChanges';
import { addDays, istDateOf, istDayStart } from '../../../src/shared/contract/fields/bookingDates';
import { ROUTES, recordPath } from '../../../src/shared/config/routes';
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

  /** The midnight in Delhi after an event's date: its page then dropped Register. */
  const becamePast = (date: string, today: string) =>
    date < today ? atTime(new Date(istDayStart(addDays(date, 1))).toISOString()) : undefined;

  return {
    /**
     * Every published event's and post's own page with its last change: its last edit, or the
     * day it became past (an event, an Event post), whichever came later.
     */
    recordPages: async (): Promise<Array<{ path: string; lastmod: string | undefined }>> => {
      const today = istDateOf(clock.now());
      const events = (await store.events.listPublished(today)).map((event) => ({
        path: recordPath(ROUTES.event, event.slug),
        lastmod: latest([atTime(event.updatedAt), becamePast(event.date, today)])?.lastmod,
      }));
      const posts = (await store.blogPosts.listPublished(today)).map((post) => ({
        path: recordPath(ROUTES.blogPost, post.slug),
        lastmod: latest([atTime(post.updatedAt), post.type === 'Event' ? becamePast(post.date, today) : undefined])
          ?.lastmod,
      }));
      return [...events, ...posts];
    },

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
