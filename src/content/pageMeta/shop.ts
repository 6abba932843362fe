import { homeCrumb, type PageMetaContent } from './types';

// The shop: products, product details, checkout.
export const products = {
  title: 'Products',
  description: 'Gift hampers, art, corporate gifts and event merchandise from Utsav Events, delivered across India.',
  breadcrumbs: [homeCrumb, { name: 'Products', path: '/products' }],
} satisfies PageMetaContent;
export const itemDesc = {
  title: 'Product details',
  description: 'Sizes, colours, price and care instructions for this product.',
} satisfies PageMetaContent;
export const checkout = {
  title: 'Checkout',
  description: 'Delivery address, delivery method and payment for your order.',
} satisfies PageMetaContent;
