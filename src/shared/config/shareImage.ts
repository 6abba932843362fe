import shareCard from '../assets/share-card.jpg';

/** The 1200 x 630 card shown when a page is shared (Open Graph, Twitter) and the company's image. */
export const SHARE_IMAGE = shareCard;
