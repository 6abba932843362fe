/** The site's name as it appears in titles and shared links. */
export const SITE_NAME = 'Utsav Events';

/** Open Graph locale of the pages (they are written in Indian English). */
export const SITE_LOCALE = 'en_IN';

/** Describes the share card (shared/assets/share-card.jpg) shown when a page is shared. */
export const SHARE_IMAGE_ALT = 'Utsav Events: event planning, production and promotions in Delhi';
