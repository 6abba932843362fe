import { PRODUCT_SHOP_LIMITS as S } from '@/shared/validation/productVariants';

// Texts of the editor's shop fields (issue 14: slug, About Product, Steeping Instructions, variants).
export const PRODUCT_SHOP_TEXT = {
  slug: 'Slug',
  slugHint: (slug: string) => `Optional: the product page is /product/${slug}. Left blank, it is made from the name.`,
  about: 'About Product',
  aboutHint: 'Shown on the product page; separate paragraphs with a blank line.',
  steeping: 'Steeping Instructions',
  steepingHint: 'Optional, one step a line; the section is shown only when filled in.',
  variantsLegend: 'Sizes and colours',
  variantsHint: 'A product without sizes or colours sells from its stock quantity above; with them, from the stock of each.',
  sizesLegend: 'Sizes',
  coloursLegend: 'Colours',
  newColour: 'New colour',
  newColourHint: `Type a colour (up to ${S.colourMax} characters) and add it.`,
  addColour: 'Add colour',
  removeColour: (colour: string) => `Remove colour ${colour}`,
  stockCaption: 'Stock per variant',
  stockOf: (label: string) => `Stock of ${label}`,
  sizeHeader: 'Size',
  colourHeader: 'Colour',
  stockHeader: 'Stock',
  colourAdded: (colour: string) => `Colour ${colour} added.`,
  colourRemoved: (colour: string) => `Colour ${colour} removed.`,
} as const;
