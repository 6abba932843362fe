import crypto from 'node:crypto';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { istDateOf, isIsoDate } from '@/shared/contract/fields/bookingDates';
import { installFakeApi, ok } from '@/test/fakeApi';
import { renderRoutesAt } from '@/test/renderRoutes';
import { PAGE_CHANGES } from './pageChanges';

/**
 * The page's own content as rendered with no staff content (no events, posts, slides or products):
 * its title and description, the text of its main area, its pictures' alt texts and its links.
 */
async function contentOf(path: string): Promise<string> {
  installFakeApi({
    'GET /api/events': () => ok([]),
    'GET /api/blog-posts': () => ok([]),
    'GET /api/banners': () => ok([]),
    'GET /api/Product': () => ok([]),
    'GET /api/Category/all-flat': () => ok([]),
  });
  renderRoutesAt(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
  // Answers and lazy parts in: nothing is busy any more and the text stops changing.
  let before = '';
  for (let round = 0; round < 20; round++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const now = document.querySelector('main')?.textContent ?? '';
    if (now === before && !document.querySelector('[aria-busy="true"]')) break;
    before = now;
  }
  await waitFor(() => expect(document.querySelector('main [aria-busy="true"]')).toBeNull());
  const main = document.querySelector('main')!;
  return [
    document.title,
    document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    (main.textContent ?? '').replace(/\s+/g, ' ').trim(),
    ...[...main.querySelectorAll('img')].map((img) => `img: ${img.alt}`),
    ...[...main.querySelectorAll('a[href]')].map((link) => `link: ${link.getAttribute('href')}`),
  ].join('\n');
}

const fingerprintOf = (content: string) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 16);

describe('the dates the pages of the sitemap last changed (pageChanges.ts)', () => {
  it('are real days, none after today', () => {
    const today = istDateOf(Date.now());
    for (const [path, { changed }] of Object.entries(PAGE_CHANGES)) {
      expect({ path, valid: isIsoDate(changed) && changed <= today }).toEqual({ path, valid: true });
    }
  });

  it.each(Object.keys(PAGE_CHANGES))('%s: its content is the one recorded with its date', async (path) => {
    const fingerprint = fingerprintOf(await contentOf(path));
    // When this fails, the page's content changed: record its new fingerprint and today's date.
    expect({ path, fingerprint }).toEqual({ path, fingerprint: PAGE_CHANGES[path]!.fingerprint });
  });

  it('tells a changed text from the same text', async () => {
    const content = await contentOf('/our-story');
    cleanup();
    expect(fingerprintOf(content)).toBe(fingerprintOf(await contentOf('/our-story')));
    expect(fingerprintOf(content.replace('Our Story', 'Our Stories'))).not.toBe(fingerprintOf(content));
  });
});
