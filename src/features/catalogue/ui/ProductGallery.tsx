import { useState } from 'react';
import { SHOP_TEXT } from '@/content/shop/text';
import type { Product, ProductImage } from '@/shared/contract/product';
import { PRODUCT_MAIN_IMAGE_SIZES } from '@/shared/config/shop';
import { SearchIcon } from '@/shared/ui/icons';
import { lazyOverlay } from '@/shared/ui/lazyOverlay';
import { ResponsiveImage } from './ResponsiveImage';
import { CATALOGUE_TEXT } from '../model/text';

// The zoom (Modal and its styles) loads the first time a visitor points at, focuses or opens the picture.
const ProductZoom = lazyOverlay(() => import(/* webpackChunkName: "product-zoom" */ './ProductZoomDialog'));

type Media = { kind: 'image'; url: string; image: ProductImage } | { kind: 'video'; url: string };

const mediaOf = (product: Pick<Product, 'images' | 'videos' | 'mainImageIndex'>): Media[] => {
  const images = product.images.map((image) => ({ kind: 'image' as const, url: image.imageUrl, image }));
  // The main image first, the others in the admin's order, then the videos.
  const main = images.splice(Math.min(product.mainImageIndex, Math.max(0, images.length - 1)), 1);
  return [...main, ...images, ...product.videos.map((video) => ({ kind: 'video' as const, url: video.videoUrl }))];
};

/**
 * The product's pictures and videos, large, with a thumbnail for each when there are several. The
 * main picture is a button that opens it larger (ProductZoomDialog), where previous / next go
 * through the pictures; the gallery shows the last one seen when the zoom closes.
 */
export function ProductGallery({
  product,
}: {
  product: Pick<Product, 'name' | 'images' | 'videos' | 'mainImageIndex'>;
}) {
  const media = mediaOf(product);
  const [selected, setSelected] = useState(0);
  const [zooming, setZooming] = useState(false);
  const current = media[selected] ?? media[0];
  // The pictures come first in `media`, so a picture's index there is its index here too.
  const images = media.flatMap((item) => (item.kind === 'image' ? [item.image] : []));
  const describe = (index: number) => CATALOGUE_TEXT.product.picture(product.name, index + 1, media.length);
  return (
    <section aria-label={SHOP_TEXT.detail.gallery} className="product-gallery">
      {current?.kind === 'video' ? (
        <video
          key={current.url}
          src={current.url}
          controls
          width={600}
          height={600}
          className="product-gallery__main rounded-3 w-100 mb-3"
          aria-label={describe(selected)}
        />
      ) : current ? (
        <button
          type="button"
          className="product-gallery__zoom btn p-0 border-0 d-block w-100 mb-3 rounded-3"
          aria-label={CATALOGUE_TEXT.product.zoom(describe(selected))}
          aria-haspopup="dialog"
          onPointerEnter={ProductZoom.preload}
          onFocus={ProductZoom.preload}
          onClick={() => setZooming(true)}
        >
          {/* The page's largest picture (its LCP): fetched first. */}
          <ResponsiveImage
            image={current.image}
            alt={describe(selected)}
            sizes={PRODUCT_MAIN_IMAGE_SIZES}
            fallbackWidth={600}
            fallbackHeight={600}
            className="product-gallery__main rounded-3 w-100"
            priority="main"
          />
          <span className="product-gallery__zoom-hint rounded-circle">
            <SearchIcon size={20} />
          </span>
        </button>
      ) : (
        <ResponsiveImage
          image={{ imageUrl: '' }}
          alt={describe(selected)}
          sizes={PRODUCT_MAIN_IMAGE_SIZES}
          fallbackWidth={600}
          fallbackHeight={600}
          className="product-gallery__main rounded-3 w-100 mb-3"
          priority="main"
        />
      )}
      {media.length > 1 && (
        <ul className="row row-cols-4 g-2 list-unstyled mb-0">
          {media.map((item, index) => (
            <li key={item.url} className="col">
              <button
                type="button"
                className={`product-gallery__thumb btn p-0 w-100 rounded-2${index === selected ? ' is-selected' : ''}`}
                aria-label={SHOP_TEXT.detail.showImage(index + 1, media.length)}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                {item.kind === 'video' ? (
                  <span className="product-gallery__video-thumb ratio ratio-1x1 rounded-2" aria-hidden="true">
                    <span className="d-flex align-items-center justify-content-center fs-3">▶</span>
                  </span>
                ) : (
                  <ResponsiveImage
                    image={item.image}
                    alt=""
                    sizes="140px"
                    fallbackWidth={140}
                    fallbackHeight={140}
                    className="w-100 h-auto rounded-2"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ProductZoom
          show={zooming}
          onHide={() => setZooming(false)}
          name={product.name}
          images={images}
          index={Math.min(selected, images.length - 1)}
          onIndexChange={setSelected}
        />
      )}
    </section>
  );
}
