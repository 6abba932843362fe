/*
 * The public side of the staff's content (hero slides, events, blog posts): its texts, one file per
 * part in ./text/. Webpack drops unused exports per module, not per page, so a single file would
 * put the events' and posts' texts in the home page's chunk and the hero's in theirs.
 */
export { BLOG_TEXT } from './text/blog';
export { EVENTS_TEXT } from './text/events';
export { HERO_TEXT } from './text/hero';
