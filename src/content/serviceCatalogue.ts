// The service catalogue (admin-and-account.md, Screens and routes, Entities, Business constants): activities (ids 1-40), printing and
// gifting merchandise (41-59) and event packages (60-87). The booking wizard, the consultation
// page and the server (which prices and validates bookings) all read this one list.
import { formatInr } from '@/shared/lib/formatInr';
import type { BookingCategory } from './booking';

export const CATALOGUE_ICON_NAMES = [
  'balloon',
  'briefcase',
  'calendar',
  'camera',
  'document',
  'food',
  'gift',
  'heart',
  'home',
  'leaf',
  'mic',
  'music',
  'palette',
  'people',
  'shirt',
  'sparkle',
  'star',
  'trophy',
] as const;
export type CatalogueIconName = (typeof CATALOGUE_ICON_NAMES)[number];

export type CatalogueGroupKey = 'activities' | 'merchandise' | 'packages';

export interface CatalogueItem {
  id: number;
  name: string;
  /**
   * The price as the spec writes it: rupees, optionally followed by a qualifier (`19999 up to 100`,
   * `7999 for 4 hours`, `49 per person`). Empty means on request.
   */
  price: string;
  /** A decorative icon shown next to the name (drawn by the booking feature). */
  icon: CatalogueIconName;
  features: readonly [string, string, string, string];
}

export interface CatalogueGroup {
  key: CatalogueGroupKey;
  title: string;
  description: string;
  /** The wizard tile that lists this group. */
  bookingCategory: BookingCategory;
  /** A colour per group, sent with the booked service (spec: Entities `color`). */
  color: string;
  items: readonly CatalogueItem[];
}

const activities: CatalogueItem[] = [
  {
    id: 1,
    name: 'Caricature',
    price: '9999',
    icon: 'palette',
    features: [
      'Live caricature artist',
      'Up to 3 hours at your venue',
      'Sketches on premium card',
      'Souvenir sleeves for guests',
    ],
  },
  {
    id: 2,
    name: 'Instant Photo booth',
    price: '19999 up to 100',
    icon: 'camera',
    features: ['Instant prints for guests', 'Up to 100 prints included', 'Props and custom frame', 'Attendant on site'],
  },
  {
    id: 3,
    name: 'Vastu Consultant',
    price: '7999 for 4 hours',
    icon: 'home',
    features: ['Certified Vastu expert', 'Four-hour site visit', 'Venue layout advice', 'Written recommendations'],
  },
  {
    id: 4,
    name: 'Chaat Party',
    price: '49 per person',
    icon: 'food',
    features: ['Live chaat counter', 'Five classic Delhi chaats', 'Hygienic prep station', 'Served by trained staff'],
  },
  {
    id: 5,
    name: 'Tattoo Artist',
    price: '8999',
    icon: 'palette',
    features: ['Temporary tattoos', 'Skin-safe inks', 'Custom event designs', 'Up to 4 hours'],
  },
  {
    id: 6,
    name: 'Mehendi Artist',
    price: '4999',
    icon: 'leaf',
    features: ['Natural henna cones', 'Bridal and guest designs', 'Two artists per booking', 'Up to 4 hours'],
  },
  {
    id: 7,
    name: 'Magician',
    price: '14999',
    icon: 'sparkle',
    features: ['Stage and close-up magic', '45-minute show', 'Audience participation', 'Kids and adult acts'],
  },
  {
    id: 8,
    name: 'Live Band',
    price: '',
    icon: 'music',
    features: ['Five-piece band', 'Bollywood and retro sets', 'Sound check included', 'Song requests welcome'],
  },
  {
    id: 9,
    name: 'DJ with Sound and Lights',
    price: '24999',
    icon: 'music',
    features: ['Professional DJ', 'Line-array sound system', 'Intelligent lighting', 'Up to 5 hours'],
  },
  {
    id: 10,
    name: 'Anchor and Emcee',
    price: '12999',
    icon: 'mic',
    features: ['Bilingual host', 'Script preparation', 'Games and engagement', 'Full event coverage'],
  },
  {
    id: 11,
    name: 'Stand-up Comedian',
    price: '',
    icon: 'mic',
    features: ['Clean corporate set', '30 to 45 minutes', 'Custom jokes on request', 'Well-known names available'],
  },
  {
    id: 12,
    name: 'Puppet Show',
    price: '6999',
    icon: 'sparkle',
    features: ['Traditional Rajasthani puppets', '40-minute performance', 'Live music', 'Ideal for children'],
  },
  {
    id: 13,
    name: 'Sand Art Show',
    price: '29999',
    icon: 'palette',
    features: [
      'Live sand animation',
      'Story made for your event',
      'Projection on big screen',
      'Recorded video included',
    ],
  },
  {
    id: 14,
    name: 'Live Painting',
    price: '34999',
    icon: 'palette',
    features: ['Painter at your venue', 'Canvas of the event', 'Framed artwork to keep', 'Up to 4 hours'],
  },
  {
    id: 15,
    name: 'Balloon Artist',
    price: '3999',
    icon: 'balloon',
    features: ['Balloon sculptures', 'Ideal for kids parties', 'Two hours of twisting', 'Colourful themes'],
  },
  {
    id: 16,
    name: 'Mocktail Bar',
    price: '149 per person',
    icon: 'food',
    features: ['Flair bartender', 'Eight signature mocktails', 'Glassware and ice', 'Bar counter setup'],
  },
  {
    id: 17,
    name: 'Cotton Candy Stall',
    price: '2999',
    icon: 'food',
    features: ['Unlimited servings', 'Three flavours', 'Stall with attendant', 'Up to 3 hours'],
  },
  {
    id: 18,
    name: 'Popcorn Stall',
    price: '2499',
    icon: 'food',
    features: ['Fresh hot popcorn', 'Salted and caramel', 'Branded cups on request', 'Up to 3 hours'],
  },
  {
    id: 19,
    name: 'Tarot Card Reader',
    price: '5999',
    icon: 'sparkle',
    features: ['Experienced reader', 'Short readings for guests', 'Decorated booth', 'Up to 3 hours'],
  },
  {
    id: 20,
    name: 'Astrologer',
    price: '',
    icon: 'star',
    features: ['Vedic astrologer', 'Kundli matching', 'Muhurat advice', 'Private consultations'],
  },
  {
    id: 21,
    name: 'Face Painting',
    price: '3499',
    icon: 'palette',
    features: ['Skin-safe colours', 'Kids and adult designs', 'Glitter finishes', 'Up to 3 hours'],
  },
  {
    id: 22,
    name: 'Nail Art Station',
    price: '4499',
    icon: 'sparkle',
    features: ['Two nail artists', 'Quick-dry designs', 'Gel and glitter options', 'Up to 4 hours'],
  },
  {
    id: 23,
    name: 'Virtual Reality Zone',
    price: '17999',
    icon: 'sparkle',
    features: ['Four VR headsets', 'Games and experiences', 'Trained operators', 'Up to 5 hours'],
  },
  {
    id: 24,
    name: '360 Video Booth',
    price: '22999',
    icon: 'camera',
    features: ['Rotating platform', 'Slow-motion videos', 'Instant sharing by QR', 'Custom overlays'],
  },
  {
    id: 25,
    name: 'Selfie Booth',
    price: '9499',
    icon: 'camera',
    features: ['Themed backdrop', 'Ring lights', 'Digital sharing', 'Custom props'],
  },
  {
    id: 26,
    name: 'Dhol Players',
    price: '5499',
    icon: 'music',
    features: ['Two dhol players', 'Baraat and entries', 'Traditional attire', 'Up to 2 hours'],
  },
  {
    id: 27,
    name: 'Folk Dance Troupe',
    price: '',
    icon: 'people',
    features: ['Rajasthani or Punjabi troupe', 'Eight performers', 'Costumes included', 'Three performances'],
  },
  {
    id: 28,
    name: 'Bollywood Dance Troupe',
    price: '39999',
    icon: 'people',
    features: ['Ten dancers', 'Choreographed medley', 'Guest flash mob', 'LED costumes on request'],
  },
  {
    id: 29,
    name: 'Kathak Performance',
    price: '',
    icon: 'music',
    features: ['Classical Kathak dancers', 'Live musicians', '30-minute recital', 'Stage coordination'],
  },
  {
    id: 30,
    name: 'Yoga and Wellness Session',
    price: '6999',
    icon: 'leaf',
    features: ['Certified instructor', '60-minute session', 'Mats for 30 guests', 'Breathing and meditation'],
  },
  {
    id: 31,
    name: 'Team Building Games',
    price: '499 per person',
    icon: 'people',
    features: ['Facilitated activities', 'Indoor or outdoor', 'Prizes for winners', 'Debrief session'],
  },
  {
    id: 32,
    name: 'Treasure Hunt',
    price: '399 per person',
    icon: 'star',
    features: ['Custom clues', 'Venue-wide hunt', 'Team kits', 'Winner trophies'],
  },
  {
    id: 33,
    name: 'Pottery Workshop',
    price: '899 per person',
    icon: 'palette',
    features: ['Potter wheel sessions', 'All clay and tools', 'Pieces to take home', 'Two-hour workshop'],
  },
  {
    id: 34,
    name: 'Candle Making Workshop',
    price: '699 per person',
    icon: 'sparkle',
    features: ['Scented soy wax', 'Moulds and colours', 'Take-home candles', 'Ninety-minute workshop'],
  },
  {
    id: 35,
    name: 'Calligraphy Artist',
    price: '7499',
    icon: 'document',
    features: ['Names on cards and gifts', 'English and Hindi scripts', 'Gold and silver inks', 'Up to 3 hours'],
  },
  {
    id: 36,
    name: 'Silhouette Artist',
    price: '8499',
    icon: 'palette',
    features: ['Hand-cut portraits', 'Two minutes per guest', 'Mounted on card', 'Up to 3 hours'],
  },
  {
    id: 37,
    name: 'Juggler and Stilt Walker',
    price: '11999',
    icon: 'balloon',
    features: ['Roaming performers', 'Juggling and balancing', 'Colourful costumes', 'Two hours of walkabouts'],
  },
  {
    id: 38,
    name: 'Bubble Show',
    price: '9999',
    icon: 'balloon',
    features: ['Giant bubble artist', 'Interactive kids show', '40-minute performance', 'Indoor-safe liquid'],
  },
  {
    id: 39,
    name: 'Karaoke Setup',
    price: '7999',
    icon: 'mic',
    features: ['Two wireless microphones', 'Hindi and English songs', 'Screen and speakers', 'Host to run the night'],
  },
  {
    id: 40,
    name: 'Sufi Night',
    price: '',
    icon: 'music',
    features: ['Sufi singer and ensemble', 'Two-hour concert', 'Acoustic setup', 'Traditional seating'],
  },
];

const merchandise: CatalogueItem[] = [
  {
    id: 41,
    name: 'Certificate',
    price: '49',
    icon: 'document',
    features: ['Premium 300 gsm card', 'Custom names printed', 'Gold foil on request', 'Minimum 50 pieces'],
  },
  {
    id: 42,
    name: 'Badges',
    price: '99',
    icon: 'trophy',
    features: ['Pin-back metal badges', 'Full-colour print', '58 mm round', 'Minimum 50 pieces'],
  },
  {
    id: 43,
    name: 'Printed Mugs',
    price: '249',
    icon: 'gift',
    features: ['Ceramic 330 ml mugs', 'Photo or logo print', 'Dishwasher safe', 'Gift box included'],
  },
  {
    id: 44,
    name: 'Custom T-shirts',
    price: '399',
    icon: 'shirt',
    features: ['Cotton round neck', 'Screen or DTF print', 'Sizes XS to XXL', 'Minimum 25 pieces'],
  },
  {
    id: 45,
    name: 'Caps',
    price: '199',
    icon: 'shirt',
    features: ['Adjustable strap', 'Embroidered logo', 'Five colours', 'Minimum 25 pieces'],
  },
  {
    id: 46,
    name: 'Branded Diaries',
    price: '349',
    icon: 'document',
    features: ['A5 hard cover', 'Logo debossing', 'Dated or undated', 'Ribbon marker'],
  },
  {
    id: 47,
    name: 'Printed Pens',
    price: '59',
    icon: 'document',
    features: ['Smooth blue ink', 'Logo printed', 'Metal or plastic body', 'Minimum 100 pieces'],
  },
  {
    id: 48,
    name: 'Keychains',
    price: '79',
    icon: 'gift',
    features: ['Acrylic or metal', 'Custom shapes', 'Two-sided print', 'Minimum 50 pieces'],
  },
  {
    id: 49,
    name: 'Tote Bags',
    price: '179',
    icon: 'gift',
    features: ['Natural canvas', 'Full-colour print', 'Reinforced handles', 'Minimum 50 pieces'],
  },
  {
    id: 50,
    name: 'Lanyards and ID Cards',
    price: '89',
    icon: 'document',
    features: ['Printed lanyards', 'PVC ID cards', 'Name and photo print', 'Card holders included'],
  },
  {
    id: 51,
    name: 'Standees',
    price: '1499',
    icon: 'document',
    features: ['Roll-up standee', '6 x 3 feet', 'Carry bag included', 'Print-ready design help'],
  },
  {
    id: 52,
    name: 'Flex Banners',
    price: '',
    icon: 'document',
    features: ['Any size', 'Weatherproof flex', 'Eyelets for hanging', 'Installation on request'],
  },
  {
    id: 53,
    name: 'Stage Backdrop Printing',
    price: '',
    icon: 'document',
    features: ['Large-format print', 'Truss or frame mount', 'Design support', 'Setup and removal'],
  },
  {
    id: 54,
    name: 'Invitation Cards',
    price: '149',
    icon: 'document',
    features: ['Wedding and corporate designs', 'Envelopes included', 'Foil and emboss options', 'Minimum 100 pieces'],
  },
  {
    id: 55,
    name: 'Trophies',
    price: '799',
    icon: 'trophy',
    features: ['Metal or crystal', 'Engraved plate', 'Gift box', 'Many sizes'],
  },
  {
    id: 56,
    name: 'Mementos',
    price: '999',
    icon: 'trophy',
    features: ['Wooden or acrylic', 'Custom engraving', 'Velvet box', 'Minimum 10 pieces'],
  },
  {
    id: 57,
    name: 'Gift Hampers',
    price: '1999',
    icon: 'gift',
    features: ['Curated dry fruits and sweets', 'Festive packaging', 'Personal note', 'Pan-India delivery'],
  },
  {
    id: 58,
    name: 'Photo Frames',
    price: '449',
    icon: 'camera',
    features: ['Printed photo included', 'Wooden frame', 'A4 and A5 sizes', 'Gift wrapped'],
  },
  {
    id: 59,
    name: 'Wall and Desk Calendars',
    price: '299',
    icon: 'calendar',
    features: ['Twelve custom pages', 'Logo on every page', 'Wiro binding', 'Minimum 50 pieces'],
  },
];

const packages: CatalogueItem[] = [
  {
    id: 60,
    name: 'Wedding planning',
    price: '99999',
    icon: 'heart',
    features: [
      'Full planning and coordination',
      'Venue and vendor sourcing',
      'Decor and theme design',
      'Day-of management team',
    ],
  },
  {
    id: 61,
    name: 'Destination Wedding',
    price: '',
    icon: 'heart',
    features: ['Venue scouting in India', 'Guest travel and stays', 'Three-day programme', 'Dedicated planner'],
  },
  {
    id: 62,
    name: 'Engagement Ceremony',
    price: '49999',
    icon: 'heart',
    features: ['Ring ceremony setup', 'Floral stage', 'Photography', 'Catering coordination'],
  },
  {
    id: 63,
    name: 'Sangeet Night',
    price: '59999',
    icon: 'music',
    features: ['Stage and dance floor', 'Choreographer', 'DJ and lights', 'Anchor'],
  },
  {
    id: 64,
    name: 'Haldi and Mehendi',
    price: '39999',
    icon: 'leaf',
    features: ['Marigold decor', 'Mehendi artists', 'Dhol players', 'Seating and cushions'],
  },
  {
    id: 65,
    name: 'Wedding Reception',
    price: '',
    icon: 'heart',
    features: ['Grand stage design', 'Guest management', 'Entertainment', 'Catering coordination'],
  },
  {
    id: 66,
    name: 'Corporate Offsite',
    price: '79999',
    icon: 'briefcase',
    features: ['Venue and stays', 'Team-building agenda', 'Travel logistics', 'Evening entertainment'],
  },
  {
    id: 67,
    name: 'Conference and Seminar',
    price: '',
    icon: 'mic',
    features: ['Hall and AV setup', 'Delegate registration', 'Speaker management', 'Live streaming'],
  },
  {
    id: 68,
    name: 'Product Launch',
    price: '',
    icon: 'star',
    features: ['Concept and theme', 'Stage reveal', 'Media and influencers', 'Event film'],
  },
  {
    id: 69,
    name: 'Award Night',
    price: '89999',
    icon: 'trophy',
    features: ['Stage and LED wall', 'Trophies and citations', 'Anchor and show flow', 'Gala dinner coordination'],
  },
  {
    id: 70,
    name: 'Annual Day',
    price: '69999',
    icon: 'star',
    features: ['Cultural programme', 'Sound and lights', 'Rehearsal management', 'Photography'],
  },
  {
    id: 71,
    name: 'Dealer Meet',
    price: '',
    icon: 'briefcase',
    features: ['Venue and stays', 'Business sessions', 'Recognition ceremony', 'Leisure activities'],
  },
  {
    id: 72,
    name: 'Exhibition Stall Design',
    price: '74999',
    icon: 'briefcase',
    features: ['3D stall design', 'Fabrication and branding', 'Setup and dismantling', 'Furniture and lighting'],
  },
  {
    id: 73,
    name: 'Trade Show Management',
    price: '',
    icon: 'briefcase',
    features: ['Floor planning', 'Exhibitor coordination', 'Visitor registration', 'On-site operations'],
  },
  {
    id: 74,
    name: 'Birthday Party',
    price: '24999',
    icon: 'balloon',
    features: ['Theme decor', 'Cake table setup', 'Games host', 'Return gifts'],
  },
  {
    id: 75,
    name: 'Kids Theme Party',
    price: '19999',
    icon: 'balloon',
    features: ['Cartoon theme decor', 'Magician or puppet show', 'Play zone', 'Goodie bags'],
  },
  {
    id: 76,
    name: 'Anniversary Celebration',
    price: '29999',
    icon: 'heart',
    features: ['Romantic decor', 'Live music', 'Photo booth', 'Dinner coordination'],
  },
  {
    id: 77,
    name: 'Baby Shower',
    price: '21999',
    icon: 'balloon',
    features: ['Pastel theme decor', 'Godh bharai rituals setup', 'Games host', 'Photography'],
  },
  {
    id: 78,
    name: 'Farmhouse Party',
    price: '54999',
    icon: 'leaf',
    features: ['Farmhouse venue in Delhi NCR', 'Lawn decor', 'DJ and bonfire', 'Catering coordination'],
  },
  {
    id: 79,
    name: 'Kitty Party',
    price: '9999',
    icon: 'people',
    features: ['Themed table decor', 'Games and prizes', 'Host on request', 'Snacks coordination'],
  },
  {
    id: 80,
    name: 'Diwali Party',
    price: '34999',
    icon: 'sparkle',
    features: ['Diyas and rangoli', 'Card party corner', 'Festive music', 'Sweets counter'],
  },
  {
    id: 81,
    name: 'Holi Party',
    price: '299 per person',
    icon: 'sparkle',
    features: ['Organic colours', 'Rain dance setup', 'DJ and dhol', 'Thandai counter'],
  },
  {
    id: 82,
    name: 'New Year Party',
    price: '',
    icon: 'star',
    features: ['Countdown show', 'DJ and live act', 'Decor and lights', 'Ticketing support'],
  },
  {
    id: 83,
    name: 'College Fest',
    price: '',
    icon: 'people',
    features: ['Star night booking', 'Stage and sound', 'Sponsorship support', 'Security planning'],
  },
  {
    id: 84,
    name: 'School Annual Function',
    price: '44999',
    icon: 'calendar',
    features: ['Stage and backdrop', 'Sound and lights', 'Costume sourcing', 'Video coverage'],
  },
  {
    id: 85,
    name: 'Charity Gala',
    price: '',
    icon: 'heart',
    features: ['Fundraising programme', 'Auction management', 'Donor hospitality', 'Media outreach'],
  },
  {
    id: 86,
    name: 'Housewarming',
    price: '14999',
    icon: 'home',
    features: ['Puja arrangements', 'Floral decor', 'Catering coordination', 'Guest welcome'],
  },
  {
    id: 87,
    name: 'Retirement Party',
    price: '17999',
    icon: 'balloon',
    features: ['Tribute video', 'Stage and decor', 'Anchor', 'Memento for the guest of honour'],
  },
];

/** The three lists, in the order the consultation page shows them. */
export const CATALOGUE_GROUPS: readonly CatalogueGroup[] = [
  {
    key: 'activities',
    title: 'Activities',
    description: 'Artists, entertainers, food counters and workshops to bring your event to life.',
    bookingCategory: 'services',
    color: '#7a1f3d',
    items: activities,
  },
  {
    key: 'merchandise',
    title: 'Printing and Gifting',
    description: 'Printed merchandise, certificates, awards and gifts for guests and teams.',
    bookingCategory: 'products',
    color: '#1f5f7a',
    items: merchandise,
  },
  {
    key: 'packages',
    title: 'Event Packages',
    description: 'Complete planning for weddings, corporate events, exhibitions and celebrations.',
    bookingCategory: 'events',
    color: '#8a5a00',
    items: packages,
  },
];

export const CATALOGUE: readonly CatalogueItem[] = CATALOGUE_GROUPS.flatMap((group) => group.items);

const byId = new Map(CATALOGUE.map((item) => [item.id, item]));
const groupById = new Map(CATALOGUE_GROUPS.flatMap((group) => group.items.map((item) => [item.id, group] as const)));

export const findCatalogueItem = (id: number): CatalogueItem | undefined => byId.get(id);
export const catalogueGroupOf = (id: number): CatalogueGroup | undefined => groupById.get(id);
export const catalogueGroupFor = (category: BookingCategory): CatalogueGroup =>
  CATALOGUE_GROUPS.find((group) => group.bookingCategory === category) ?? CATALOGUE_GROUPS[0];

/** `9999` -> 9999 and no qualifier; `49 per person` -> 49 and `per person`; empty -> on request. */
export const PRICE_PATTERN = /^(\d+)(?: (.+))?$/;

export function parseCataloguePrice(price: string): { amount: number; qualifier: string } | null {
  const match = PRICE_PATTERN.exec(price.trim());
  return match ? { amount: Number(match[1]), qualifier: match[2] ?? '' } : null;
}

export const ON_REQUEST_PRICE = 'Contact for Pricing';

/** `₹9,999`, `₹19,999 up to 100`, `₹49 per person`, or `Contact for Pricing`. */
export function formatCataloguePrice(price: string, onRequest: string = ON_REQUEST_PRICE): string {
  const parsed = parseCataloguePrice(price);
  if (!parsed) return onRequest;
  return parsed.qualifier ? `${formatInr(parsed.amount)} ${parsed.qualifier}` : formatInr(parsed.amount);
}
