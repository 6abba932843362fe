import seed from '../../db.json';
import type { BlogPost } from '@/shared/contract/blogPost';
import type { HeroBanner } from '@/shared/contract/banner';
import type { SiteEvent } from '@/shared/contract/event';

/*
 * The seed's events, posts and hero slides as the public API sends them, for UI tests with the
 * fake API. `today` (an IST date) decides which events are past, as the server would (the seed's
 * dates as written: the server moves them to the day its database is made, see seedDates.ts).
 */

export function seedEvents(today: string): SiteEvent[] {
  const events = seed.events.map(({ published: _p, createdAt: _c, updatedAt: _u, ...event }) => ({
    ...event,
    isPast: event.date < today,
  }));
  const upcoming = events.filter((e) => !e.isPast).sort((a, b) => a.date.localeCompare(b.date));
  const past = events.filter((e) => e.isPast).sort((a, b) => b.date.localeCompare(a.date));
  return [...upcoming, ...past];
}

/** In the server's order: upcoming Event posts first (soonest first), then the others newest first. */
export function seedPosts(today: string): BlogPost[] {
  const posts = seed.blogPosts.map(({ published: _p, createdAt: _c, updatedAt: _u, ...post }) => ({
    ...post,
    type: post.type as BlogPost['type'],
    isPast: post.type === 'Event' && post.date < today,
  }));
  const isUpcoming = (post: BlogPost) => post.type === 'Event' && !post.isPast;
  const upcoming = posts.filter(isUpcoming).sort((a, b) => a.date.localeCompare(b.date));
  const others = posts.filter((post) => !isUpcoming(post)).sort((a, b) => b.date.localeCompare(a.date));
  return [...upcoming, ...others];
}

export function seedBanners(): HeroBanner[] {
  return seed.banners.map((b) => ({
    id: b.id,
    type: b.type as HeroBanner['type'],
    src: { desktop: b.srcDesktop, mobile: b.srcMobile },
    alt: b.alt,
    title: b.title,
    subtitle: b.subtitle,
    cta: { text: b.ctaText, link: b.ctaLink },
  }));
}
