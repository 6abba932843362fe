import { HERO_DESKTOP_MEDIA, HERO_MOBILE_MEDIA } from '../../../src/shared/config/hero';
import { ROUTES } from '../../../src/shared/config/routes';
import type { HeroBanner } from '../../../src/shared/contract/banner';
import { HERO_IMAGE_SIZE } from '../../../src/content/heroSlides';
import type { AppContext } from '../../context';
import { html } from '../../platform/lib/html';
import { HttpError } from '../../platform/lib/httpError';
import type { PageFacts, SiteFacts } from '../../platform/site/static';
import { blogPostDocument, eventDocument } from './contentDocuments';
import { bannersService } from './banners.service';
import { siteContentService } from './siteContent.service';

const EVENT_PAGE = /^\/events\/([a-z0-9-]{1,80})\/?$/;
const POST_PAGE = /^\/blogs\/([a-z0-9-]{1,80})\/?$/;
/** `/events/<anything>` or `/blogs/<anything>` that is not a slug a record could have. */
const RECORD_PAGE = /^\/(events|blogs)\/[^/]+\/?$/;

const UNSAFE_IN_LINK = /[<>"\s,;]/;

/** The hero's place in the home page's snapshot (features/site-content/ui/HeroCarousel while loading). */
export const HERO_PLACEHOLDER = '<div class="hero-slide__media hero-slide__placeholder"></div>';

/**
 * The home page's largest content is the first hero slide, which the app draws only after its
 * scripts and the slides have arrived. The server puts that slide's picture in the snapshot in
 * the placeholder's place (the phone's or the desktop's picture by the slide's own media query),
 * and a `Link` header lets the browser fetch it while it reads the HTML.
 */
function homeFacts(slides: HeroBanner[]): PageFacts | undefined {
  const first = slides[0];
  if (!first || first.type !== 'image') return undefined;
  const { mobile, desktop } = first.src;
  const preload = (url: string, media: string) =>
    `<${url}>; rel=preload; as=image; media="${media}"; fetchpriority=high`;
  const { width, height } = HERO_IMAGE_SIZE.desktop;
  const slot = {
    placeholder: HERO_PLACEHOLDER,
    markup: html`<picture
      ><source
        media="${HERO_MOBILE_MEDIA}"
        srcset="${mobile}"
        width="${HERO_IMAGE_SIZE.mobile.width}"
        height="${HERO_IMAGE_SIZE.mobile.height}" />
      <img
        class="hero-slide__media"
        src="${desktop}"
        alt="${first.alt}"
        width="${width}"
        height="${height}"
        loading="eager"
        fetchpriority="high"
    /></picture>`,
  };
  if ([mobile, desktop].some((url) => UNSAFE_IN_LINK.test(url))) return { slot };
  return {
    slot,
    link:
      mobile === desktop
        ? `<${desktop}>; rel=preload; as=image; fetchpriority=high`
        : `${preload(mobile, HERO_MOBILE_MEDIA)}, ${preload(desktop, HERO_DESKTOP_MEDIA)}`,
  };
}

/**
 * What the content module knows of an address: an event's or a post's page is rendered from the
 * database; one that is not published (or never was) is missing, answered with 404; the home
 * page shows its first hero slide in the snapshot and preloads it.
 */
export function contentPageFacts(ctx: Pick<AppContext, 'store' | 'clock'>) {
  const content = siteContentService(ctx);
  const banners = bannersService(ctx);
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
    if (path === ROUTES.home) return homeFacts(await banners.active());
    return RECORD_PAGE.test(path) ? { missing: true } : undefined;
  };
}
