import type { ColourOption, ShopItem } from './types';
import cookieJar from './images/cookie-jar.svg';
import greetingCards from './images/greeting-cards.svg';
import honeySampler from './images/honey-sampler.svg';
import kulhadSet from './images/kulhad-set.svg';
import teaInfuser from './images/tea-infuser.svg';
import teaTin from './images/tea-tin.svg';

// The shop's fixed content: the colour swatches and the bag's You may also like list. The
// products themselves come from the catalogue (GET /api/Product); every item here is also a
// record of it (same id, name and prices; server/platform/db/shopSeed.test.ts keeps the two in step).

export const COLOUR_OPTIONS: ColourOption[] = [
  { id: 'beige', label: 'Beige', swatch: '#e6d5b0' },
  { id: 'green', label: 'Green', swatch: '#2e6b3a' },
];

/** Sold as they are; every one has its own record in the products collection. */
export const SHOP_ITEMS: ShopItem[] = [
  {
    productId: 201,
    name: 'Brass Tea Infuser',
    description: 'A fine-mesh brass infuser ball on a chain, for one cup or a small pot.',
    image: { src: teaInfuser, alt: 'Round brass tea infuser on a chain' },
    bagImage: '/uploads/shop-tea-infuser.webp',
    originalPrice: 799,
    price: 599,
  },
  {
    productId: 202,
    name: 'Kulhad Cup Set of 6',
    description: 'Six hand-thrown terracotta kulhads that give chai its earthy aroma.',
    image: { src: kulhadSet, alt: 'Three terracotta kulhad cups in a row' },
    bagImage: '/uploads/shop-kulhad-set.webp',
    originalPrice: 899,
    price: 649,
  },
  {
    productId: 203,
    name: 'Handpainted Tea Tin',
    description: 'An airtight 250 g tin painted with a tea-leaf motif by Jaipur artisans.',
    image: { src: teaTin, alt: 'Teal tea tin with a gold lid and a leaf motif' },
    bagImage: '/uploads/shop-tea-tin.webp',
    originalPrice: 699,
    price: 499,
  },
  {
    productId: 204,
    name: 'Tulsi Honey Sampler',
    description: 'Three 100 g jars of raw honey: tulsi, litchi and wildflower.',
    image: { src: honeySampler, alt: 'Three jars of honey with maroon lids' },
    bagImage: '/uploads/shop-honey-sampler.webp',
    originalPrice: 599,
    price: 449,
  },
  {
    productId: 205,
    name: 'Cardamom Cookie Jar',
    description: 'Butter cookies with green cardamom, baked in small batches, 300 g.',
    image: { src: cookieJar, alt: 'Glass jar of round cookies with a maroon lid' },
    bagImage: '/uploads/shop-cookie-jar.webp',
    originalPrice: 449,
    price: 349,
  },
  {
    productId: 206,
    name: 'Festive Greeting Card Set',
    description: 'Eight letterpress cards with envelopes, for the note in your hamper.',
    image: { src: greetingCards, alt: 'Two greeting cards, one white and one maroon with a gold circle' },
    bagImage: '/uploads/shop-greeting-cards.webp',
    originalPrice: 299,
    price: 199,
  },
];
