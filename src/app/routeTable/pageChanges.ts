/**
 * When the content of each page of the sitemap last changed, for its `<lastmod>`
 * (server/modules/content/sitemap.service.ts). Only the server and the tests read this file: it
 * is not part of the site's bundle.
 *
 * - `changed`: the IST date the page's own content (texts, links, pictures' alt texts, title and
 *   description) last changed. Pages that also show staff content (events, posts, slides,
 *   products) take the later of this and their data's last change.
 * - `fingerprint`: a hash of that content as the page renders it with no staff content.
 *   pageChanges.test.tsx renders every page and fails when its fingerprint differs: a change of
 *   the page's content then needs its new fingerprint and the day of the change here.
 *
 * The first dates (2026-11-27) are those of each page's last commit that touched its sources,
 * leaving out formatting-only commits.
 */
export interface PageChange {
  changed: string;
  fingerprint: string;
}

export const PAGE_CHANGES: Readonly<Record<string, PageChange>> = {
  '/': { changed: '2026-11-27', fingerprint: '2a8c6c8826683d2a' },
  '/products': { changed: '2026-11-27', fingerprint: '017fcb804e8c4c42' },
  '/products/one': { changed: '2026-11-27', fingerprint: 'afd5b464b9d4966d' },
  '/products/art': { changed: '2026-11-27', fingerprint: 'f8626c8f33ab2889' },
  '/products/gift-hamper': { changed: '2026-11-27', fingerprint: '809c633dd5ff2eba' },
  '/products/corporate': { changed: '2026-11-27', fingerprint: '03cc4f944813f5af' },
  '/terms-and-conditions': { changed: '2026-11-25', fingerprint: 'f35dafa16d13a2ec' },
  '/privacy-policy': { changed: '2026-11-22', fingerprint: '501d0765a184c687' },
  '/shipping-policy': { changed: '2026-11-25', fingerprint: '49c6e2628c56d582' },
  '/exchange-refund-policy': { changed: '2026-11-27', fingerprint: 'ec9df3d3c5cd67e4' },
  '/blogs': { changed: '2026-11-27', fingerprint: '2e38451211174390' },
  '/events': { changed: '2026-11-27', fingerprint: 'a7ab6fb24f6dc865' },
  '/contact-us': { changed: '2026-11-25', fingerprint: '1e9191dc5736ddae' },
  '/tracking': { changed: '2026-11-27', fingerprint: '36daf7d7ab055f80' },
  '/our-story': { changed: '2026-11-25', fingerprint: 'b96a0b11b9b62864' },
  '/testimonials': { changed: '2026-11-25', fingerprint: 'b62576cd08da8806' },
  '/about': { changed: '2026-11-25', fingerprint: '83ff1032535fcf56' },
  '/services': { changed: '2026-11-25', fingerprint: 'c83e1fb2a9dbc25e' },
  '/social-media': { changed: '2026-11-25', fingerprint: '68e3e060b58cbf3d' },
  '/links': { changed: '2026-11-25', fingerprint: 'c3ce2fdad443277d' },
  '/online-booking': { changed: '2026-11-27', fingerprint: '0368ec4fcb81b42f' },
  '/online-consultation': { changed: '2026-11-25', fingerprint: 'ba3159e212474c13' },
  '/global-event-summit-2025': { changed: '2026-11-25', fingerprint: '3793241a5e62dd90' },
  '/login': { changed: '2026-11-27', fingerprint: '4ac6046bf14c4515' },
  '/register': { changed: '2026-11-25', fingerprint: 'bb7cb6e1779b19ab' },
  '/forgot-password': { changed: '2026-11-22', fingerprint: '97ff37f174b5a9d7' },
  '/products/jaipur-artisans': { changed: '2026-11-27', fingerprint: '77ffa4e26fec21a7' },
  '/products/darjeeling-estates': { changed: '2026-11-27', fingerprint: '861baca109b68eb4' },
  '/products/workshop-series-2025': { changed: '2026-11-27', fingerprint: 'a7fcb1d72af6bc30' },
};
