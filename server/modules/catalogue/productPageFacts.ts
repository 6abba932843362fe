import { ITEM_DESC_SLUGS, PRODUCT_MAIN_IMAGE_SIZES } from '../../../src/shared/config/shop';
import type { ProductImage } from '../../../src/shared/contract/product';
import type { AppContext } from '../../context';
import type { PageFacts, SiteFacts } from '../../platform/site/static';
import { catalogueService } from './catalogue.service';
import { mainPhoto, productDocument } from './productDocument';

const PRODUCT_PAGE = /^\/product\/([^/]+)\/?$/;

/** The slug of the product a page shows: `/product/:slug`, or the product one of the spec's /item-desc pages names. */
function productSlugOf(path: string): string | undefined {
  const match = PRODUCT_PAGE.exec(path);
  if (match) {
    try {
      return decodeURIComponent(match[1]);
    } catch {
      return undefined;
    }
  }
  return ITEM_DESC_SLUGS[path.length > 1 ? path.replace(/\/+$/, '') : path];
}

/** Characters that would end the URL or a quoted parameter of a Link header. */
const UNSAFE_IN_LINK = /[<>"\s]/;

/**
 * A `Link` header value that preloads a picture as the page's `<picture>` will choose it: the
 * AVIF variants with the same `sizes`, so the browser fetches the same file and the page's `<img>`
 * finds it loaded. A photo without variants preloads its one file.
 */
export function imagePreloadLink(image: ProductImage, sizes: string): string | undefined {
  const source = image.sources?.find((candidate) => candidate.type === 'image/avif') ?? image.sources?.[0];
  const href = source ? source.srcset.split(',')[0]?.trim().split(/\s+/)[0] : image.imageUrl;
  if (!href || UNSAFE_IN_LINK.test(href) || (source && source.srcset.includes('"'))) return undefined;
  const candidates = source ? `; type="${source.type}"; imagesrcset="${source.srcset}"; imagesizes="${sizes}"` : '';
  return `<${href}>; rel=preload; as=image${candidates}; fetchpriority=high`;
}

/**
 * What the catalogue knows of a page's address: a product page whose product does not exist (or is
 * not on sale) is missing, so the server answers it with 404; a product's page is rendered from
 * the database (productDocument) and preloads its main picture (its LCP), which the header lets the
 * browser fetch before it has even read the HTML.
 */
export function productPageFacts(ctx: Pick<AppContext, 'store'>) {
  const catalogue = catalogueService(ctx);
  return async (path: string, site: SiteFacts): Promise<PageFacts | undefined> => {
    const slug = productSlugOf(path);
    if (!slug) return undefined;
    const product = await catalogue.productBySlug(slug, false);
    if (!product) return { missing: true };
    const main = mainPhoto(product);
    const link = main ? imagePreloadLink(main, PRODUCT_MAIN_IMAGE_SIZES) : undefined;
    return { ...(link ? { link } : {}), document: productDocument(product, site) };
  };
}
