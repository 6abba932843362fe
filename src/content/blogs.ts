import { ROUTES } from '@/shared/config/routes';
import { THEME_ART } from './images';

/** A package attached to a post (public-site.md §3: the blog post's product object). */
export interface BlogProduct {
  name: string;
  description: string;
  benefits: string[];
  /** Rupees. */
  price: number;
  rating: number;
  reviews: number;
  url: string;
}

/** A blog post; Event posts carry a place and time and show the Register buttons. */
export interface BlogPost {
  id: number;
  type: 'Blog' | 'Event';
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  image: string;
  imageAlt: string;
  description: string;
  author: string;
  readTime: string;
  location?: string;
  time?: string;
  product?: BlogProduct;
}

/** The five fixed posts (spec §2, Blogs). */
export const BLOG_POSTS: BlogPost[] = [
  {
    id: 1,
    type: 'Blog',
    title: '10 Wedding Décor Trends for the 2025 Season',
    date: '2025-04-12',
    image: THEME_ART.wedding,
    imageAlt: 'Illustration of a wedding mandap with rings',
    description:
      'Pastel florals are giving way to deep jewel tones, mandaps are going minimal, and guests now expect an experience at every corner. Our designers share the ten trends they are building for couples this season, from suspended flower installations to sustainable décor you can take home.',
    author: 'Ishita Malhotra',
    readTime: '6 min read',
  },
  {
    id: 2,
    type: 'Event',
    title: 'Workshop Series 2025: Event Design Masterclass',
    date: '2025-10-04',
    image: THEME_ART.workshop,
    imageAlt: 'Illustration of a light bulb',
    description:
      'Join our lead designers for a full-day masterclass on mood boards, colour, floor plans and lighting. You will work on a real brief in small groups and leave with a design kit and a certificate. Seats are limited to 30 so every participant gets feedback.',
    author: 'Utsav Events Studio',
    readTime: '3 min read',
    location: 'Saket, New Delhi',
    time: '10:00 AM - 4:00 PM',
    product: {
      name: 'Masterclass Pass',
      description: 'A full-day seat with lunch, the design kit and a certificate of participation.',
      benefits: ['Hands-on group project', 'Design kit to take home', 'Certificate of participation', 'Lunch and refreshments'],
      price: 2999,
      rating: 4.8,
      reviews: 126,
      url: ROUTES.onlineConsultation,
    },
  },
  {
    id: 3,
    type: 'Blog',
    title: 'How to Plan a Corporate Offsite Your Team Will Love',
    date: '2025-05-03',
    image: THEME_ART.corporate,
    imageAlt: 'Illustration of a conference stage',
    description:
      'A great offsite balances work sessions with real downtime. We break down how to set goals, choose a destination within driving distance of Delhi, plan the agenda, and budget for travel, stay and activities, with a checklist you can share with your leadership team.',
    author: 'Rahul Bhatia',
    readTime: '8 min read',
  },
  {
    id: 4,
    type: 'Event',
    title: 'Wedding & Lifestyle Expo at Pragati Maidan',
    date: '2025-10-25',
    image: THEME_ART.exhibition,
    imageAlt: 'Illustration of exhibition booths',
    description:
      'Meet more than 120 exhibitors in bridal wear, jewellery, décor, catering and venues under one roof. Catch live styling shows every two hours, taste menus from top caterers and book with exclusive expo-day offers. Children under 10 enter free.',
    author: 'Utsav Events Team',
    readTime: '2 min read',
    location: 'Pragati Maidan, New Delhi',
    time: '11:00 AM - 8:00 PM',
  },
  {
    id: 5,
    type: 'Blog',
    title: 'Corporate Gifting: What Clients Actually Keep',
    date: '2025-06-18',
    image: THEME_ART.gifting,
    imageAlt: 'Illustration of a gift box',
    description:
      'We asked 300 recipients which corporate gifts they used, kept or passed on. Useful beats flashy, local beats imported, and a handwritten note beats a printed logo. Here is what that means for your Diwali and year-end gifting budget.',
    author: 'Neha Kapoor',
    readTime: '5 min read',
  },
];
