import type { NavLinkItem } from '@/widgets/layout';
import { menuLinks } from './routeTable/model';
import { SITE_ROUTES } from './routeTable/site';

/** The header's links, in the spec's order (public-site.md, Screens and routes). */
export const HEADER_LINKS: NavLinkItem[] = menuLinks(SITE_ROUTES, 'header').map(({ to, label }) => ({ to, label }));

/** The footer's links to pages (the footer adds its in-page About anchor). */
export const FOOTER_LINKS: NavLinkItem[] = menuLinks(SITE_ROUTES, 'footer').map(({ to, label }) => ({ to, label }));
