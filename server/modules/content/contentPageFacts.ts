import type { AppContext } from '../../context';
import { HttpError } from '../../platform/lib/httpError';
import type { PageFacts, SiteFacts } from '../../platform/site/static';
import { blogPostDocument, eventDocument } from './contentDocuments';
import { siteContentService } from './siteContent.service';

const EVENT_PAGE = /^\/events\/([a-z0-9-]{1,80})\/?$/;
const POST_PAGE = /^\/blogs\/([a-z0-9-]{1,80})\/?$/;
/** `/events/<anything>` or `/blogs/<anything>` that is not a slug a record could have. */
const RECORD_PAGE = /^\/(events|blogs)\/[^/]+\/?$/;

/**
 * What the content module knows of an address: an event's or a post's page is rendered from the
 * database; one that is not published (or never was) is missing, answered with 404.
 */
export function contentPageFacts(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const content = siteContentService(ctx);
  const orMissing = async (load: () => Promise<PageFacts>): Promise<PageFacts> => {
    try {
      return await load();
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return { missing: true };
      throw error;
    }
  };
  return async (path: string, site: SiteFacts): Promise<PageFacts | undefined> => {
    const event = EVENT_PAGE.exec(path)?.[1];
    if (event) return orMissing(async () => ({ document: eventDocument(await content.publishedEvent(event), site) }));
    const post = POST_PAGE.exec(path)?.[1];
    if (post) return orMissing(async () => ({ document: blogPostDocument(await content.publishedPost(post), site) }));
    return RECORD_PAGE.test(path) ? { missing: true } : undefined;
  };
}
