import { useState } from 'react';
import type { ShopImage } from '@/content/shop/types';
import { SHOP_TEXT } from '@/content/shop/text';
import { imageLoading } from '@/shared/ui/imagePriority';

/** The main picture and its 4 thumbnails (spec §2); a thumbnail shows its picture large. */
export function ProductGallery({ images }: { images: readonly ShopImage[] }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <section aria-label={SHOP_TEXT.detail.gallery} className="product-gallery">
      {/* The page's largest picture (its LCP): fetched first. */}
      <img src={current.src} alt={current.alt} width={600} height={600} className="product-gallery__main rounded-3 w-100 mb-3" {...imageLoading('main')} />
      <ul className="row row-cols-4 g-2 list-unstyled mb-0">
        {images.map((image, index) => (
          <li key={image.alt} className="col">
            <button
              type="button"
              className={`product-gallery__thumb btn p-0 w-100 rounded-2${index === selected ? ' is-selected' : ''}`}
              aria-label={SHOP_TEXT.detail.showImage(index + 1, images.length)}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              <img src={image.src} alt="" width={140} height={140} className="w-100 h-auto rounded-2" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
