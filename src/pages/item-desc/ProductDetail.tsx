import { useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { PRODUCT_PAGE_PRICE } from '@/content/shop/prices';
import { SHOP_TEXT } from '@/content/shop/text';
import type { ProductDetailRecord } from '@/content/shop/types';
import { selectIsInWishlist, useAddToBag, wishlistActions, type WishlistState } from '@/features/cart';
import type { ProductColour, ProductSize } from '@/shared/config/shop';
import { useFeatureDispatch } from '@/shared/model/hooks';
import { DiscountedPrice } from '@/shared/ui/DiscountedPrice';
import { useToast } from '@/shared/ui/toasts';
import { ColourPicker, SizePicker } from './OptionPickers';
import { ProductAccordion } from './ProductAccordion';
import { ProductGallery } from './ProductGallery';

export interface ProductDetailProps {
  product: ProductDetailRecord;
  initialColour?: ProductColour;
}

/** The one product detail component behind /item-desc, /item-desc2 and /item-desc3 (spec §2). */
export function ProductDetail({ product, initialColour }: ProductDetailProps) {
  const dispatch = useFeatureDispatch();
  const toast = useToast();
  const addToBag = useAddToBag();
  const inWishlist = useSelector((state: { wishlist: WishlistState }) => selectIsInWishlist(state, product.productId));
  const [size, setSize] = useState<ProductSize | null>(null);
  const [colour, setColour] = useState<ProductColour>(initialColour ?? product.defaultColour);
  const [sizeError, setSizeError] = useState<string | undefined>();
  const firstSizeRef = useRef<HTMLInputElement>(null);

  const onAddToBag = () => {
    if (!size) {
      setSizeError(SHOP_TEXT.detail.selectSize);
      firstSizeRef.current?.focus();
      return;
    }
    // Spec §9: the line is added at 1444, whatever the page shows.
    addToBag({
      id: product.productId,
      name: product.name,
      image: product.bagImage,
      price: PRODUCT_PAGE_PRICE.bagPrice,
      description: product.description,
      size,
      colour,
    });
  };

  const onToggleWishlist = () => {
    dispatch(wishlistActions.toggled(product.productId));
    if (inWishlist) toast.info(SHOP_TEXT.detail.removedFromWishlist);
    else toast.success(SHOP_TEXT.detail.addedToWishlist);
  };

  return (
    <div className="row g-4 g-lg-5">
      <div className="col-md-6">
        <ProductGallery images={product.gallery} />
      </div>
      <div className="col-md-6">
        <h1 className="mb-2">{product.name}</h1>
        <p className="lead">{product.tagline}</p>
        <DiscountedPrice
          large
          className="mb-4"
          original={PRODUCT_PAGE_PRICE.original}
          current={PRODUCT_PAGE_PRICE.current}
          badge={SHOP_TEXT.price.save(PRODUCT_PAGE_PRICE.savePercent)}
        />
        <SizePicker
          ref={firstSizeRef}
          value={size}
          error={sizeError}
          onChange={(next) => {
            setSize(next);
            setSizeError(undefined);
          }}
        />
        <ColourPicker value={colour} onChange={setColour} />
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary btn-lg" onClick={onAddToBag}>
            {SHOP_TEXT.detail.addToBag}
          </button>
          <button type="button" className="btn btn-outline-primary btn-lg" onClick={onToggleWishlist}>
            <span aria-hidden="true">{inWishlist ? '♥ ' : '♡ '}</span>
            {inWishlist ? SHOP_TEXT.detail.inWishlist : SHOP_TEXT.detail.addToWishlist}
          </button>
        </div>
        <ProductAccordion product={product} />
      </div>
    </div>
  );
}
