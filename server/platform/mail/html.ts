const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text put into an HTML e-mail: never markup, whatever a customer or admin typed. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]);

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `₹2,50,000` in e-mails, grouped like the site's prices (the server does not import browser code). */
export const inr = (amount: number) => `₹${(Number.isInteger(amount) ? whole : withPaise).format(amount)}`;
