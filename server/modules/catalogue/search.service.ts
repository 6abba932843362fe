import { CONTENT_LINKS } from '../../../src/content/anchors';
import { SERVICE_ENTRIES } from '../../../src/content/serviceEntries';
import type { ProductSearchHit, SearchHit, SearchResults } from '../../../src/shared/contract/search';
import { SEARCH_EXCERPT_LENGTH } from '../../../src/shared/config/search';
import { mainImageUrl, productPath } from '../../../src/shared/config/productLinks';
import type { AppContext } from '../../context';

/** The first characters of a text, cut at a word and marked with an ellipsis. */
export function excerpt(text: string, max = SEARCH_EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}...`;
}

interface ContentDoc {
  hit: SearchHit;
  /** Lowercased title, then everything else searched. */
  title: string;
  text: string;
}

const doc = (title: string, url: string, description: string, ...others: Array<string | undefined>): ContentDoc => ({
  hit: { title, url, excerpt: excerpt(description) },
  title: title.toLowerCase(),
  text: [description, ...others].filter(Boolean).join(' ').toLowerCase(),
});

// The services are fixed content, read once; events and posts are the staff's, in the database.
const SERVICES = SERVICE_ENTRIES.map((s) => doc(s.name, CONTENT_LINKS.service(s.id), s.description));

/** Title matches first, then text matches, each in the content's own order. */
function searchContent(docs: readonly ContentDoc[], term: string, limit: number): SearchHit[] {
  const needle = term.toLowerCase();
  const inTitle = docs.filter((d) => d.title.includes(needle));
  const inText = docs.filter((d) => !d.title.includes(needle) && d.text.includes(needle));
  return [...inTitle, ...inText].slice(0, limit).map((d) => d.hit);
}

const contentHit =
  (link: (id: number) => string) =>
  (row: { id: number; title: string; description: string }): SearchHit => ({
    title: row.title,
    url: link(row.id),
    excerpt: excerpt(row.description),
  });

/** The site search: active products, published events and posts from the database; services from src/content. */
export function searchService(ctx: Pick<AppContext, 'store'>) {
  return {
    async search(query: string, limit: number): Promise<SearchResults> {
      const rows = await ctx.store.search.searchActiveProducts(query, limit);
      const products: ProductSearchHit[] = rows.map((row) => {
        return {
          id: row.id,
          name: row.name,
          slug: row.slug,
          imageUrl: mainImageUrl(row),
          price: row.price,
          salePrice: row.salePrice,
          title: row.name,
          url: productPath(row.slug),
          excerpt: excerpt(row.description),
        };
      });
      return {
        query,
        products,
        events: (await ctx.store.search.searchPublishedEvents(query, limit)).map(contentHit(CONTENT_LINKS.event)),
        posts: (await ctx.store.search.searchPublishedPosts(query, limit)).map(contentHit(CONTENT_LINKS.post)),
        services: searchContent(SERVICES, query, limit),
      };
    },
  };
}
