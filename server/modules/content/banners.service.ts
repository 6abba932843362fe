import type { AdminBanner, BannerInput, HeroBanner } from '../../../src/shared/contract/banner';
import type { AppContext } from '../../context';
import type { BannerRecord } from './banners.repository';
import { notFound } from '../../platform/lib/httpError';

export const BANNER_API_MESSAGES = {
  listed: 'Banners loaded',
  loaded: 'Banner loaded',
  notFound: 'Banner not found',
  created: 'Banner created',
  updated: 'Banner updated',
  deleted: 'Banner deleted',
  moved: 'Banner moved',
} as const;

const M = BANNER_API_MESSAGES;

/** A slide as the carousel takes it: empty texts left out, the mobile source defaulting to the desktop one. */
function toHeroBanner(banner: BannerRecord): HeroBanner {
  return {
    id: banner.id,
    type: banner.type,
    src: { desktop: banner.srcDesktop, mobile: banner.srcMobile || banner.srcDesktop },
    alt: banner.alt,
    ...(banner.poster ? { poster: banner.poster } : {}),
    ...(banner.title ? { title: banner.title } : {}),
    ...(banner.subtitle ? { subtitle: banner.subtitle } : {}),
    ...(banner.ctaText && banner.ctaLink ? { cta: { text: banner.ctaText, link: banner.ctaLink } } : {}),
  };
}

/** The home page's hero slides. */
export function bannersService({ store, clock }: Pick<AppContext, 'store' | 'clock'>) {
  const nowIso = () => new Date(clock.now()).toISOString();
  const fieldsOf = (input: BannerInput) => ({ ...input, srcMobile: input.srcMobile || input.srcDesktop });

  return {
    active: async (): Promise<HeroBanner[]> => (await store.banners.listActive()).map(toHeroBanner),

    all: (): Promise<AdminBanner[]> => store.banners.listAll(),

    one: async (id: number): Promise<AdminBanner> => {
      const banner = await store.banners.findById(id);
      if (!banner) throw notFound(M.notFound);
      return banner;
    },

    create: (input: BannerInput): Promise<AdminBanner> => store.banners.insert(fieldsOf(input), nowIso()),

    update: async (id: number, input: BannerInput | { active: boolean }): Promise<AdminBanner> => {
      const banner = await store.banners.update(id, 'alt' in input ? fieldsOf(input) : input, nowIso());
      if (!banner) throw notFound(M.notFound);
      return banner;
    },

    remove: async (id: number): Promise<void> => {
      if (!(await store.banners.remove(id))) throw notFound(M.notFound);
      await store.contentChanges.markRemoved('banners', nowIso());
    },

    /** Swaps the slide with its neighbour in one transaction; at either end nothing changes. Answers the new order. */
    move: async (id: number, direction: 'up' | 'down'): Promise<AdminBanner[]> =>
      store.transaction(async (tx) => {
        const banner = await tx.banners.findById(id);
        if (!banner) throw notFound(M.notFound);
        const other = await tx.banners.neighbour(banner, direction);
        if (other) {
          const now = nowIso();
          // Equal positions (rows from before a move) still swap: the mover takes a distinct place.
          const [mine, theirs] =
            other.position === banner.position
              ? direction === 'up'
                ? [banner.position - 1, banner.position]
                : [banner.position + 1, banner.position]
              : [other.position, banner.position];
          await tx.banners.setPosition(banner.id, mine, now);
          await tx.banners.setPosition(other.id, theirs, now);
        }
        return tx.banners.listAll();
      }),
  };
}
