import { formatInr } from '../../../src/shared/lib/formatInr';
/** Text put into an HTML e-mail: never markup, whatever a customer or admin typed. */
export { escapeHtml } from '../lib/html';

/** `₹2,50,000` in e-mails: the site's one money formatter. */
export const inr = formatInr;
