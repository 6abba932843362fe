import puppeteer from 'puppeteer-core';
import { SEED_CUSTOMER } from './auth';

/**
 * Pages that only show their real content with state in the browser: /checkout with a bag, and
 * /user/profile with a customer's session. Before each Lighthouse run of such a page the state is
 * written into the origin's localStorage (as the app itself keeps it) and the HTTP cache is
 * cleared, so the run is as cold as the others; Lighthouse then runs with `disableStorageReset`.
 */
interface Envelope<T> {
  data: T;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return ((await res.json()) as Envelope<T>).data;
}

async function get<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return ((await res.json()) as Envelope<T>).data;
}

/** The localStorage items a page needs, or null when it needs none. */
async function storageFor(page: string, origin: string): Promise<Record<string, string> | null> {
  if (page === '/checkout') {
    // A bag of two seeded products, as the bag drawer stores its lines.
    const lines = [];
    for (const id of [102, 205]) {
      const p = await get<{
        id: number;
        name: string;
        description: string;
        price: number;
        salePrice?: number | null;
        images: Array<{ imageUrl: string }>;
      }>(`${origin}/api/Product/${id}`);
      lines.push({
        id: p.id,
        name: p.name,
        image: p.images[0]?.imageUrl ?? '',
        price: p.salePrice ?? p.price,
        description: p.description,
        quantity: 1,
      });
    }
    return { cart: JSON.stringify(lines) };
  }
  if (page === '/user/profile') {
    const session = await post<{ tokens: { accessToken: string; refreshToken: string }; user: unknown }>(
      `${origin}/api/Auth/login`,
      SEED_CUSTOMER,
    );
    return {
      accessToken: session.tokens.accessToken,
      refreshToken: session.tokens.refreshToken,
      user: JSON.stringify(session.user),
    };
  }
  return null;
}

/** Prepares the browser for a run of `page`; true when Lighthouse must keep the storage. */
export async function preparePageState(page: string, origin: string, chromePort: number): Promise<boolean> {
  const items = await storageFor(page, origin);
  if (!items) return false;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/robots.txt`);
    await tab.evaluate((entries: Record<string, string>) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, items);
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
  } finally {
    await browser.disconnect();
  }
  return true;
}
