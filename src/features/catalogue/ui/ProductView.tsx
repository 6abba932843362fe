import { useEffect, useId, useRef, useState } from 'react';
import { SHOP_TEXT } from '@/content/shop/text';
import { useAddToBag, useQuantityInBag } from '@/features/cart';
import { WishlistButton } from '@/features/wishlist';
import type { Product } from '@/shared/contract/product';
import { PRODUCT_COLOURS, PRODUCT_SIZES, type ProductColour, type ProductSize } from '@/shared/config/shop';
import { DiscountedPrice } from './DiscountedPrice';
import { mainImageUrl, productPrice } from '../model/pricing';
import { purchaseLimit, quantityError, readQuantity } from '../model/quantity';
import { CATALOGUE_TEXT } from '../model/text';
import {
  LOW_STOCK,
  colourSoldOut,
  findVariant,
  initialColour,
  productOptions,
  productSoldOut,
  sizeSoldOut,
  stockNow,
} from '../model/variants';
import { DeliveryCheck } from './DeliveryCheck';
import { ColourPicker, SizePicker } from './OptionPickers';
import { ProductAccordion } from './ProductAccordion';
import { ProductGallery } from './ProductGallery';
import { QuantityStepper } from './QuantityStepper';

const asSize = (size: string | null) =>
  (PRODUCT_SIZES as readonly (string | null)[]).includes(size) ? (size as ProductSize) : undefined;
const asColour = (colour: string | null) =>
  (PRODUCT_COLOURS as readonly (string | null)[]).includes(colour) ? (colour as ProductColour) : undefined;

/**
 * The one product page (spec: Screens and routes): gallery, prices, a size picker only when the product has sizes,
 * a colour picker only when it has colours, the quantity (1 to what the stock and the bag allow), Add to Bag
 * and Wishlist, Check delivery for a PIN code, About and (for a tea) Steeping Instructions. `initialColour` comes from `?colour=` in the address.
 */
export function ProductView({ product, initialColour: wanted }: { product: Product; initialColour?: string | null }) {
  const addToBag = useAddToBag();
  const { sizes, colours } = productOptions(product);
  const [size, setSize] = useState<string | null>(null);
  const [colour, setColour] = useState<string | null>(() =>
    wanted && colours.includes(wanted) && !colourSoldOut(product, wanted, null)
      ? wanted
      : initialColour(product, colours),
  );
  const [sizeError, setSizeError] = useState<string | undefined>();
  const firstSizeRef = useRef<HTMLInputElement>(null);
  const { current, original, percent } = productPrice(product);
  const variant =
    product.variants.length > 0 ? findVariant(product, sizes.length > 0 ? size : null, colour) : undefined;
  const left = stockNow(product, variant);
  const soldOut = productSoldOut(product) || left === 0;
  const options = {
    ...(asSize(size) ? { size: asSize(size) } : {}),
    ...(asColour(colour) ? { colour: asColour(colour) } : {}),
  };
  const inBag = useQuantityInBag({ name: product.name, ...options });
  const max = purchaseLimit(left, inBag);
  const [quantity, setQuantity] = useState('1');
  const [triedToAdd, setTriedToAdd] = useState(false);
  const quantityRef = useRef<HTMLInputElement>(null);
  const bagFullId = useId();
  const bagHoldsAll = !soldOut && max < 1;
  // A blank field is said to be wrong only once Add to Bag is pressed (not while it is being retyped).
  const quantityProblem = quantity.trim() === '' && !triedToAdd ? undefined : quantityError(quantity, max);
  // Another size or colour with less stock: the quantity comes down to what is left.
  useEffect(() => {
    setQuantity((typed) => (max >= 1 && readQuantity(typed) > max ? String(max) : typed));
  }, [max]);

  const onAddToBag = () => {
    if (sizes.length > 0 && !size) {
      setSizeError(SHOP_TEXT.detail.selectSize);
      firstSizeRef.current?.focus();
      return;
    }
    // The bag holds all there is to buy: the button says so (aria-disabled) and does nothing.
    if (bagHoldsAll) return;
    if (quantityError(quantity, max)) {
      setTriedToAdd(true);
      quantityRef.current?.focus();
      return;
    }
    // The bag keeps the price shown for display; the server prices the order from its records.
    addToBag({
      id: product.id,
      ...(variant ? { variantId: variant.id } : {}),
      name: product.name,
      image: mainImageUrl(product),
      price: current,
      description: product.description,
      quantity: readQuantity(quantity),
      ...options,
    });
    setQuantity('1');
    setTriedToAdd(false);
  };

  return (
    <div className="row g-4 g-lg-5">
      <div className="col-md-6">
        <ProductGallery product={product} />
      </div>
      <div className="col-md-6">
        <h1 className="mb-2">{product.name}</h1>
        <p className="lead">{product.description}</p>
        <DiscountedPrice
          large
          className="mb-4"
          original={original ?? current}
          current={current}
          badge={percent > 0 ? SHOP_TEXT.price.save(percent) : undefined}
        />
        {sizes.length > 0 && (
          <SizePicker
            ref={firstSizeRef}
            sizes={sizes}
            value={size}
            error={sizeError}
            isSoldOut={(candidate) => sizeSoldOut(product, candidate, colour)}
            onChange={(next) => {
              setSize(next);
              setSizeError(undefined);
            }}
          />
        )}
        {colours.length > 0 && (
          <ColourPicker
            colours={colours}
            value={colour}
            isSoldOut={(candidate) => colourSoldOut(product, candidate, size)}
            onChange={(next) => {
              setColour(next);
              // A size sold out in the new colour is no longer a choice.
              if (size && sizeSoldOut(product, size, next)) setSize(null);
            }}
          />
        )}
        <p className="fw-semibold text-danger mb-3" aria-live="polite">
          {soldOut
            ? CATALOGUE_TEXT.product.soldOutProduct
            : left !== undefined && left < LOW_STOCK
              ? CATALOGUE_TEXT.product.onlyLeft(left)
              : ''}
        </p>
        {!soldOut &&
          (!bagHoldsAll ? (
            <QuantityStepper
              ref={quantityRef}
              value={quantity}
              max={max}
              onChange={setQuantity}
              error={quantityProblem}
              hint={inBag > 0 ? CATALOGUE_TEXT.product.inBag(inBag) : undefined}
            />
          ) : (
            <p id={bagFullId} className="mb-3">
              {CATALOGUE_TEXT.product.bagHoldsAll}
            </p>
          ))}
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-primary btn-lg product-add"
            onClick={onAddToBag}
            disabled={soldOut}
            // Still focusable: focus comes back here when the bag drawer closes.
            aria-disabled={bagHoldsAll || undefined}
            aria-describedby={bagHoldsAll ? bagFullId : undefined}
          >
            {SHOP_TEXT.detail.addToBag}
          </button>
          <WishlistButton productId={product.id} />
        </div>
        <DeliveryCheck />
        <ProductAccordion product={product} />
      </div>
    </div>
  );
}
