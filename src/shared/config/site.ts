/** The site's name as it appears in titles and shared links. */
export const SITE_NAME = 'Utsav Events';
