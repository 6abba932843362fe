import { render, waitFor } from '@testing-library/react';
import { PUBLIC_URL_META } from '../config/publicUrl';
import { PageMeta } from './PageMeta';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('PageMeta', () => {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    meta = document.createElement('meta');
    meta.name = PUBLIC_URL_META;
    meta.content = 'https://www.utsavevents.example';
    document.head.appendChild(meta);
  });
  afterEach(() => meta.remove());

  it('writes every absolute URL on the public address from the page, not the address it was opened at', async () => {
    window.history.replaceState(null, '', '/events?utm=x');
    render(<PageMeta title="Events" description="Upcoming events." breadcrumbs={[{ name: 'Home', path: '/' }]} />);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://www.utsavevents.example/events',
      ),
    );
    expect(content('meta[property="og:url"]')).toBe('https://www.utsavevents.example/events');
    expect(content('meta[property="og:image"]')).toMatch(/^https:\/\/www\.utsavevents\.example\//);
    expect(content('meta[property="og:image:alt"]')).toMatch(/Utsav Events/);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe(content('meta[property="og:image"]'));
    const crumbs = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(crumbs.itemListElement[0].item).toBe('https://www.utsavevents.example/');
  });

  it('gives every page a canonical link (its alias names the real address) and the social tags', async () => {
    window.history.replaceState(null, '', '/blog');
    render(<PageMeta title="Blogs" description="Posts." canonicalPath="/blogs" />);
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        'https://www.utsavevents.example/blogs',
      ),
    );
    expect(content('meta[property="og:title"]')).toBe('Blogs | Utsav Events');
    expect(content('meta[name="twitter:image:alt"]')).toMatch(/Utsav Events/);
  });
});
