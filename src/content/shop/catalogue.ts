import { PRODUCT_PAGE_PRICE } from './prices';
import type { CardProduct, ColourOption, ProductDetailPath, ProductDetailRecord, ShopItem } from './types';
import assam1 from './images/assam-1.svg';
import assam2 from './images/assam-2.svg';
import assam3 from './images/assam-3.svg';
import assam4 from './images/assam-4.svg';
import cookieJar from './images/cookie-jar.svg';
import darjeeling1 from './images/darjeeling-1.svg';
import darjeeling2 from './images/darjeeling-2.svg';
import darjeeling3 from './images/darjeeling-3.svg';
import darjeeling4 from './images/darjeeling-4.svg';
import greetingCards from './images/greeting-cards.svg';
import honeySampler from './images/honey-sampler.svg';
import kahwa1 from './images/kahwa-1.svg';
import kahwa2 from './images/kahwa-2.svg';
import kahwa3 from './images/kahwa-3.svg';
import kahwa4 from './images/kahwa-4.svg';
import kulhadSet from './images/kulhad-set.svg';
import teaInfuser from './images/tea-infuser.svg';
import teaTin from './images/tea-tin.svg';

// The shop's fixed content. Every item is also a record of the server's products collection
// (same id, name and prices; a server test keeps the two in step).

/** List price of the three hampers in the products collection; the bag price (1,444) is their sale price. */
export const HAMPER_LIST_PRICE = 1699;

export const COLOUR_OPTIONS: ColourOption[] = [
  { id: 'beige', label: 'Beige', swatch: '#e6d5b0' },
  { id: 'green', label: 'Green', swatch: '#2e6b3a' },
];

const STEEPING_BLACK = [
  'Bring 200 ml of fresh water to a rolling boil.',
  'Add one heaped teaspoon (about 3 g) of tea per cup.',
  'Steep for 3 to 4 minutes; longer makes it stronger, not better.',
  'For chai, simmer with milk and sugar for 2 more minutes, then strain.',
];

export const PRODUCT_DETAILS: Record<ProductDetailPath, ProductDetailRecord> = {
  '/item-desc': {
    path: '/item-desc',
    productId: 101,
    name: 'Assam Masala Chai Hamper',
    tagline: 'Strong Assam CTC with a hand-ground masala, packed in a cane basket for gifting.',
    description: 'Assam CTC tea, masala blend and two kulhads in a cane basket.',
    gallery: [
      { src: assam1, alt: 'Cane gift basket holding two boxes of Assam masala chai' },
      { src: assam2, alt: 'A cup of masala chai on a saucer, seen from above' },
      { src: assam3, alt: 'Maroon tea kettle with loose tea leaves' },
      { src: assam4, alt: 'Red gift box tied with a gold ribbon' },
    ],
    bagImage: '/uploads/shop-assam-chai-hamper.webp',
    about: [
      'Malty Assam CTC from a single estate on the Brahmaputra plains, blended in our kitchen with green cardamom, cinnamon, clove, ginger and black pepper.',
      'Each hamper holds 250 g of tea, 50 g of the masala blend and two hand-thrown kulhads, in a reusable cane basket with a greeting card for your message.',
    ],
    steeping: STEEPING_BLACK,
    defaultColour: 'beige',
  },
  '/item-desc2': {
    path: '/item-desc2',
    productId: 102,
    name: 'Darjeeling Tea Hamper',
    tagline: 'First-flush Darjeeling with a muscatel note, with cups and a linen wrap.',
    description: 'First-flush Darjeeling, two cups and a linen wrap in a cane basket.',
    gallery: [
      { src: darjeeling1, alt: 'Cane gift basket holding green and beige tea boxes' },
      { src: darjeeling2, alt: 'A cup of golden Darjeeling tea, seen from above' },
      { src: darjeeling3, alt: 'Green tea kettle with loose tea leaves' },
      { src: darjeeling4, alt: 'Beige gift box tied with a maroon ribbon' },
    ],
    bagImage: '/uploads/shop-darjeeling-hamper.webp',
    about: [
      'Spring first-flush leaves from a Darjeeling garden at 1,800 metres: light, floral and bright, best drunk without milk.',
      'The hamper holds 200 g of whole-leaf tea in a tin, two porcelain cups and a hand-block-printed linen wrap in beige or green.',
    ],
    steeping: [
      'Heat 200 ml of water to about 90 °C (just off the boil).',
      'Use two teaspoons (about 2.5 g) of leaves per cup.',
      'Steep for 3 minutes, then strain; the leaves give a second cup.',
      'Serve plain or with a slice of lemon; milk hides its muscatel note.',
    ],
    defaultColour: 'beige',
  },
  '/item-desc3': {
    path: '/item-desc3',
    productId: 103,
    name: 'Kashmiri Kahwa Gift Box',
    tagline: 'Green tea with saffron, almonds and spices, the way it is served in Srinagar.',
    description: 'Kahwa green tea, saffron and almond flakes in a gift box.',
    gallery: [
      { src: kahwa1, alt: 'Cane gift basket holding two boxes of Kashmiri kahwa' },
      { src: kahwa2, alt: 'A cup of saffron kahwa on a saucer, seen from above' },
      { src: kahwa3, alt: 'Plum-coloured samovar-style kettle with tea leaves' },
      { src: kahwa4, alt: 'Cream gift box tied with a gold ribbon' },
    ],
    bagImage: '/uploads/shop-kahwa-gift-box.webp',
    about: [
      'A Kashmiri green tea blended with cinnamon, cardamom and clove, with a separate pouch of saffron threads and flaked almonds.',
      'The box makes about 40 cups and comes with a brass stirring spoon and a card with the story of the blend.',
    ],
    steeping: [
      'Simmer 250 ml of water with a pinch of the spice blend for 2 minutes.',
      'Add one teaspoon of kahwa and three or four saffron threads; turn off the heat.',
      'Steep for 2 minutes, then strain into a cup.',
      'Top with almond flakes and a little honey if you like it sweet.',
    ],
    defaultColour: 'green',
  },
};

export const DETAIL_PATHS = Object.keys(PRODUCT_DETAILS) as ProductDetailPath[];

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

const itemsById = (ids: number[]) => ids.map((id) => SHOP_ITEMS.find((item) => item.productId === id)).filter((item): item is ShopItem => Boolean(item));

/** The Trending Now grid on the detail pages. */
export const TRENDING_NOW: ShopItem[] = itemsById([201, 202, 203, 204]);

/** The You may also like list in the bag. */
export const ALSO_LIKE: ShopItem[] = itemsById([203, 205, 206]);

/**
 * The products page grid (spec §2: three cards linking to /item-desc2 and /item-desc3). The
 * Darjeeling hamper appears in both colours; its card opens the page with that colour chosen.
 * The cards show the price the bag charges (1,444) against the record's list price.
 */
export const PRODUCT_CARDS: CardProduct[] = [
  {
    id: 1,
    name: 'Darjeeling Tea Hamper, green',
    description: PRODUCT_DETAILS['/item-desc2'].tagline,
    image: { src: darjeeling1, alt: 'Cane gift basket holding green and beige tea boxes' },
    originalPrice: HAMPER_LIST_PRICE,
    discountedPrice: PRODUCT_PAGE_PRICE.bagPrice,
    href: '/item-desc2?colour=green',
  },
  {
    id: 2,
    name: PRODUCT_DETAILS['/item-desc3'].name,
    description: PRODUCT_DETAILS['/item-desc3'].tagline,
    image: { src: kahwa1, alt: 'Cane gift basket holding two boxes of Kashmiri kahwa' },
    originalPrice: HAMPER_LIST_PRICE,
    discountedPrice: PRODUCT_PAGE_PRICE.bagPrice,
    href: '/item-desc3',
  },
  {
    id: 3,
    name: 'Darjeeling Tea Hamper, beige',
    description: PRODUCT_DETAILS['/item-desc2'].tagline,
    image: { src: darjeeling4, alt: 'Beige gift box tied with a maroon ribbon' },
    originalPrice: HAMPER_LIST_PRICE,
    discountedPrice: PRODUCT_PAGE_PRICE.bagPrice,
    href: '/item-desc2?colour=beige',
  },
];
