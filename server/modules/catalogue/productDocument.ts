import { SHOP_TEXT } from '../../../src/content/shop/text';
import { PRODUCT_MAIN_IMAGE_SIZES } from '../../../src/shared/config/shop';
import { ROUTES, recordPath } from '../../../src/shared/config/routes';
import type { Product, ProductImage } from '../../../src/shared/contract/product';
import { sellingPrice } from '../../../src/shared/contract/productRules';
import { formatInr } from '../../../src/shared/lib/formatInr';
import { isPreviewablePicture, pageHead } from '../../../src/shared/seo/headTags';
import { breadcrumbJsonLd, productBreadcrumbs, productJsonLd } from '../../../src/shared/seo/structuredData';
import { html } from '../../platform/lib/html';
import type { PageDocument } from '../../platform/site/pageDocument';
import type { SiteFacts } from '../../platform/site/static';

/** The product's main photo, as the product page shows it first. */
export const mainPhoto = (product: Product): ProductImage | undefined =>
  product.images[Math.min(product.mainImageIndex, product.images.length - 1)];

/** A photo as `<picture>`: its AVIF and WebP variants, then the original (as ResponsiveImage draws it). */
function pictureMarkup(
  photo: ProductImage,
  attrs: { alt: string; sizes: string; size: number; className: string; main: boolean },
) {
  return html`<picture
    >${(photo.sources ?? []).map(
      (source) => html`<source type="${source.type}" srcset="${source.srcset}" sizes="${attrs.sizes}" />`,
    )}<img
      src="${photo.imageUrl}"
      alt="${attrs.alt}"
      width="${photo.width ?? attrs.size}"
      height="${photo.height ?? attrs.size}"
      class="${attrs.className}"
      loading="${attrs.main ? 'eager' : 'lazy'}"
      ${attrs.main && html`fetchpriority="high"`}
      decoding="async"
  /></picture>`;
}

/**
 * The gallery as the product view draws it first: the main photo (the page's LCP) in the zoom's
 * frame, and a thumbnail for each picture and video when there are several, so nothing below it
 * moves when the app takes over. Inert: the app's copy has the buttons.
 */
function galleryMarkup(product: Product) {
  const main = mainPhoto(product);
  const others = product.images.filter((image) => image !== main);
  const count = product.images.length + product.videos.length;
  const alt = count > 1 ? `${product.name}, picture 1 of ${count}` : product.name;
  const thumbs = [...(main ? [main] : []), ...others];
  return html`<section aria-label="${SHOP_TEXT.detail.gallery}" class="product-gallery">
    ${
      main &&
      html`<div class="product-gallery__zoom btn p-0 border-0 d-block w-100 mb-3 rounded-3">
        ${pictureMarkup(main, {
          alt,
          sizes: PRODUCT_MAIN_IMAGE_SIZES,
          size: 600,
          className: 'product-gallery__main rounded-3 w-100',
          main: true,
        })}
      </div>`
    }
    ${
      count > 1 &&
      html`<ul class="row row-cols-4 g-2 list-unstyled mb-0">
        ${thumbs.map(
          (image, index) =>
            html`<li class="col">
              <div class="product-gallery__thumb btn p-0 w-100 rounded-2${index === 0 ? ' is-selected' : ''}">
                ${pictureMarkup(image, { alt: '', sizes: '140px', size: 140, className: 'w-100 h-auto rounded-2', main: false })}
              </div>
            </li>`,
        )}${product.videos.map(
          () =>
            html`<li class="col">
              <div class="product-gallery__thumb btn p-0 w-100 rounded-2">
                <span class="product-gallery__video-thumb ratio ratio-1x1 rounded-2"></span>
              </div>
            </li>`,
        )}
      </ul>`
    }
  </section>`;
}

/**
 * A product's page as the server sends it: the head the app writes (title, description, canonical,
 * share card with the product's photo, Product and BreadcrumbList JSON-LD) and the top of the
 * product view (photo, name, description, price), in the app's own markup so nothing moves when
 * the app takes over.
 */
export function productDocument(product: Product, site: SiteFacts): PageDocument {
  const path = recordPath(ROUTES.product, product.slug);
  const photo = mainPhoto(product);
  const price = sellingPrice(product);
  const original = product.salePrice !== null && product.salePrice < product.price ? product.price : undefined;
  const head = pageHead({
    title: product.name,
    description: product.description,
    canonicalUrl: site.url(path),
    type: 'product',
    image:
      photo && isPreviewablePicture(photo.imageUrl)
        ? { url: site.url(photo.imageUrl), alt: product.name }
        : { url: site.url(site.shareImage) },
    structuredData: [breadcrumbJsonLd(productBreadcrumbs(product), site.url), productJsonLd(product, path, site.url)],
  });
  const main = html`<section class="container py-4 py-md-5">
    <div class="row g-4 g-lg-5">
      <div class="col-md-6">${galleryMarkup(product)}</div>
      <div class="col-md-6">
        <h1 class="mb-2">${product.name}</h1>
        <p class="lead">${product.description}</p>
        <p class="d-flex flex-wrap align-items-baseline gap-2 mb-0 fs-3 mb-4">
          <span class="d-inline-flex align-items-baseline gap-2"
            ><span class="price-now">${formatInr(price)}</span
            >${original !== undefined && html`<s class="price-was"><span class="visually-hidden">${SHOP_TEXT.price.original} </span>${formatInr(original)}</s>`}</span
          >
        </p>
      </div>
    </div>
  </section>`;
  return { route: ROUTES.product, head, main };
}
