import { AVATARS, THEME_ART } from './images';

/** A customer testimonial (public-site.md, Entities). Names are abbreviated. */
export interface Testimonial {
  id: number;
  name: string;
  verified: boolean;
  /** 1 to 5 stars. */
  rating: number;
  comment: string;
}

/** A testimonial of the testimonials page: adds company, place, event type and a picture. */
export interface PageTestimonial extends Testimonial {
  company: string;
  location: string;
  eventType: string;
  image: string;
  text: string;
  /** Shown with a "before and after" badge: the client sent photos of the venue before and after. */
  beforeAfter: boolean;
}

export interface VideoTestimonial extends PageTestimonial {
  thumbnail: string;
  youtubeId: string;
  duration: string;
}

/** The home page's testimonials carousel: six customer testimonials. */
export const HOME_TESTIMONIALS: Testimonial[] = [
  {
    id: 1,
    name: 'Priya S.',
    verified: true,
    rating: 5,
    comment:
      'They handled our wedding for 600 guests without a single hiccup. The mandap décor left everyone speechless.',
  },
  {
    id: 2,
    name: 'Rahul M.',
    verified: true,
    rating: 5,
    comment: 'Our annual sales conference ran to the minute. Stage, sound and hotel rooms were all sorted by one team.',
  },
  {
    id: 3,
    name: 'Ananya K.',
    verified: true,
    rating: 4,
    comment: 'Beautiful farmhouse venue and great food. The team stayed calm even when the rain came in.',
  },
  {
    id: 4,
    name: 'Vikram T.',
    verified: false,
    rating: 5,
    comment: 'Our exhibition booth drew the biggest crowd of the fair. Fabrication was delivered a day early.',
  },
  {
    id: 5,
    name: 'Neha G.',
    verified: true,
    rating: 5,
    comment: 'The corporate hampers were elegant and arrived on time in twelve cities. Our clients loved them.',
  },
  {
    id: 6,
    name: 'Arjun P.',
    verified: true,
    rating: 4,
    comment: 'Quick quotes, honest advice and a lovely anniversary dinner for our parents. We will book again.',
  },
];

const portrait = (index: number) => AVATARS[index % AVATARS.length];

/** The testimonials page: the first eight are the success stories, the rest form the grid. */
export const PAGE_TESTIMONIALS: PageTestimonial[] = [
  {
    id: 101,
    name: 'Ritu & Karan A.',
    verified: true,
    rating: 5,
    company: 'Private client',
    location: 'New Delhi',
    eventType: 'Wedding',
    image: portrait(0),
    beforeAfter: true,
    comment: 'A dream wedding',
    text: 'From the haldi to the reception, every function had its own look. Our families still talk about the phoolon ki chadar entry.',
  },
  {
    id: 102,
    name: 'Sanjay R.',
    verified: true,
    rating: 5,
    company: 'Northwind Pharma',
    location: 'Gurugram',
    eventType: 'Conference',
    image: portrait(1),
    beforeAfter: false,
    comment: 'Flawless conference',
    text: 'Two days, 900 delegates, three halls. Registration, AV and catering ran like clockwork and the feedback scores were our best ever.',
  },
  {
    id: 103,
    name: 'Meera J.',
    verified: true,
    rating: 5,
    company: 'Bloom Organics',
    location: 'Noida',
    eventType: 'Product Launch',
    image: portrait(2),
    beforeAfter: true,
    comment: 'A launch with buzz',
    text: 'The launch set turned a bare warehouse into a garden. Press coverage doubled compared to our last launch.',
  },
  {
    id: 104,
    name: 'Aditya V.',
    verified: true,
    rating: 4,
    company: 'Crestline Motors',
    location: 'Delhi',
    eventType: 'Exhibition',
    image: portrait(3),
    beforeAfter: true,
    comment: 'Standout booth',
    text: 'Our auto expo pavilion was designed, built and staffed by the team. Footfall beat our target by 40 percent.',
  },
  {
    id: 105,
    name: 'Farah Q.',
    verified: true,
    rating: 5,
    company: 'Private client',
    location: 'Faridabad',
    eventType: 'Birthday',
    image: portrait(0),
    beforeAfter: false,
    comment: 'Magical evening',
    text: 'A surprise 50th birthday at a farmhouse with live music and a fireworks finale. Mum cried happy tears.',
  },
  {
    id: 106,
    name: 'Gaurav N.',
    verified: true,
    rating: 5,
    company: 'Ledgerly Tech',
    location: 'Bengaluru',
    eventType: 'Offsite',
    image: portrait(1),
    beforeAfter: false,
    comment: 'Offsite done right',
    text: 'They moved 250 people to Jaipur and back with sessions, team games and a gala dinner. Not one missed flight.',
  },
  {
    id: 107,
    name: 'Simran B.',
    verified: false,
    rating: 4,
    company: 'Private client',
    location: 'Ghaziabad',
    eventType: 'Engagement',
    image: portrait(2),
    beforeAfter: true,
    comment: 'Elegant engagement',
    text: 'Pastel décor, a string quartet and a menu our guests keep asking about. Worth every rupee.',
  },
  {
    id: 108,
    name: 'Harish D.',
    verified: true,
    rating: 5,
    company: 'Union Textiles',
    location: 'Ludhiana',
    eventType: 'Dealer Meet',
    image: portrait(3),
    beforeAfter: false,
    comment: 'Dealers impressed',
    text: 'Our dealer meet felt premium from the invitations to the return gifts. Orders booked on the day were a record.',
  },
  {
    id: 109,
    name: 'Lakshmi I.',
    verified: true,
    rating: 5,
    company: 'Private client',
    location: 'Chennai',
    eventType: 'Wedding',
    image: portrait(0),
    beforeAfter: true,
    comment: 'Destination wedding',
    text: 'A beach wedding planned from Delhi, with every ritual respected and every guest looked after.',
  },
  {
    id: 110,
    name: 'Omar F.',
    verified: true,
    rating: 4,
    company: 'Greenfield Schools',
    location: 'Delhi',
    eventType: 'Annual Day',
    image: portrait(1),
    beforeAfter: false,
    comment: 'Annual day success',
    text: 'Stage, lights and sound for 1,200 parents, and the children felt like stars.',
  },
  {
    id: 111,
    name: 'Pooja L.',
    verified: true,
    rating: 5,
    company: 'Private client',
    location: 'Noida',
    eventType: 'Baby Shower',
    image: portrait(2),
    beforeAfter: true,
    comment: 'So thoughtful',
    text: 'Every detail was thought of, down to the return favours with our baby’s name.',
  },
  {
    id: 112,
    name: 'Kabir S.',
    verified: true,
    rating: 5,
    company: 'Arcadia Hotels',
    location: 'Goa',
    eventType: 'MICE',
    image: portrait(3),
    beforeAfter: false,
    comment: 'Seamless MICE',
    text: 'An incentive trip for our top 80 partners: flights, resort, excursions and an awards night, all seamless.',
  },
];

/** The number of page testimonials shown in the success-stories carousel; the rest form the grid. */
export const SUCCESS_STORY_COUNT = 8;

/** Video testimonials: the carousel shows one at a time; the embed loads only on click. */
export const VIDEO_TESTIMONIALS: VideoTestimonial[] = [
  {
    ...PAGE_TESTIMONIALS[0],
    id: 201,
    thumbnail: THEME_ART.wedding,
    youtubeId: 'ScMzIvxBSi4',
    duration: '2:45',
    comment: 'Our wedding story',
  },
  {
    ...PAGE_TESTIMONIALS[1],
    id: 202,
    thumbnail: THEME_ART.corporate,
    youtubeId: 'aqz-KE-bpKQ',
    duration: '3:10',
    comment: 'Behind a 900-delegate conference',
  },
  {
    ...PAGE_TESTIMONIALS[3],
    id: 203,
    thumbnail: THEME_ART.exhibition,
    youtubeId: 'jNQXAC9IVRw',
    duration: '1:58',
    comment: 'Building an auto expo pavilion',
  },
];

/** The About page's second list, rotating every 4 seconds. */
export const ABOUT_TESTIMONIALS: Testimonial[] = [
  {
    id: 301,
    name: 'Deepa M.',
    verified: true,
    rating: 5,
    comment: 'Professional, warm and always one step ahead of us.',
  },
  {
    id: 302,
    name: 'Rohan K.',
    verified: true,
    rating: 5,
    comment: 'They turned a tight budget into an event that looked twice the price.',
  },
  {
    id: 303,
    name: 'Alisha W.',
    verified: true,
    rating: 4,
    comment: 'Quick to answer, quicker to solve problems. Highly recommended.',
  },
  {
    id: 304,
    name: 'Manish P.',
    verified: true,
    rating: 5,
    comment: 'Ten years, six company events, zero disappointments.',
  },
];
