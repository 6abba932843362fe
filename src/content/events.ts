import { THEME_ART, type ArtTheme } from './images';

/** An event or service card of /events (public-site.md §3). Prices in rupees. */
export interface EventCard {
  id: number;
  type: string;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  image: string;
  imageAlt: string;
  description: string;
  location: string;
  time: string;
  price: number;
  /** The struck-through original: about 25 percent above the price (spec §9). */
  originalPrice: number;
}

/** The original price shown struck through: 25 percent above the price, rounded to the rupee. */
export const originalPriceFor = (price: number) => Math.round(price * 1.25);

type Row = [type: string, title: string, date: string, theme: ArtTheme, location: string, time: string, price: number, description: string];

const ALT: Record<ArtTheme, string> = {
  catering: 'Illustration of a serving cloche',
  corporate: 'Illustration of a conference stage',
  exhibition: 'Illustration of exhibition booths',
  farmhouse: 'Illustration of a farmhouse venue',
  film: 'Illustration of a film clapperboard',
  gifting: 'Illustration of a gift box',
  mice: 'Illustration of a globe with a flight path',
  music: 'Illustration of music notes under stage lights',
  photography: 'Illustration of a camera',
  printing: 'Illustration of printed brochures',
  wedding: 'Illustration of a wedding mandap with rings',
  workshop: 'Illustration of a light bulb',
};

const ROWS: Row[] = [
  ['Workshop', 'Event Design Masterclass', '2025-10-04', 'workshop', 'Saket, New Delhi', '10:00 AM - 4:00 PM', 2999, 'A full-day, hands-on masterclass on mood boards, colour palettes, floor plans and lighting for weddings and corporate events, with a take-home design kit.'],
  ['Workshop', 'Wedding Décor on a Budget', '2025-10-11', 'wedding', 'Hauz Khas, New Delhi', '11:00 AM - 2:00 PM', 1499, 'Learn how planners make a small budget look grand: fabrics, flowers, lighting tricks and where to spend or save, with real before-and-after examples.'],
  ['Conference', 'Delhi Corporate Events Summit', '2025-10-18', 'corporate', 'Aerocity, New Delhi', '9:30 AM - 6:00 PM', 4999, 'A day of talks and panels with HR heads and event buyers on offsites, town halls, hybrid formats and measuring the return on corporate events.'],
  ['Exhibition', 'Wedding & Lifestyle Expo', '2025-10-25', 'exhibition', 'Pragati Maidan, New Delhi', '11:00 AM - 8:00 PM', 299, 'Over 120 exhibitors in bridal wear, jewellery, décor, catering and venues, with live styling shows and exclusive expo-day booking offers.'],
  ['Service', 'Farmhouse Party Package', '2025-11-01', 'farmhouse', 'Chhattarpur, New Delhi', '7:00 PM - 11:30 PM', 89999, 'An evening at a partner farmhouse for up to 150 guests with décor, DJ, lighting, a live food counter and a dedicated event manager on site.'],
  ['Workshop', 'Catering & Menu Planning Clinic', '2025-11-08', 'catering', 'Greater Kailash, New Delhi', '3:00 PM - 6:00 PM', 1999, 'Chefs and planners walk you through menu design, portion planning, live counters, dietary needs and tasting sessions for events of any size.'],
  ['Concert', 'Sufi Night under the Stars', '2025-11-15', 'music', 'Mehrauli, New Delhi', '7:30 PM - 10:30 PM', 1299, 'An open-air evening of Sufi music by a celebrated qawwali ensemble, with dinner by our catering team and seating among candle-lit ruins.'],
  ['Service', 'Corporate Gifting Consultation', '2025-11-18', 'gifting', 'Online', '4:00 PM - 5:00 PM', 999, 'A one-hour session with our gifting team to plan festive and client hampers: budgets, branding, packaging and pan-India delivery timelines.'],
  ['Conference', 'MICE India Roundtable', '2025-11-22', 'mice', 'Gurugram, Haryana', '10:00 AM - 5:00 PM', 3999, 'Travel managers and hoteliers discuss incentive trips, delegate logistics and destination choices for 2026, followed by a networking high tea.'],
  ['Workshop', 'Invitation & Print Design Lab', '2025-11-29', 'printing', 'Lajpat Nagar, New Delhi', '11:00 AM - 3:00 PM', 1799, 'Design your own invitation suite with our print studio: paper stocks, foiling, laser cuts and proofs, plus tips on print timelines and costs.'],
  ['Workshop', 'Event Photography Bootcamp', '2025-12-06', 'photography', 'Connaught Place, New Delhi', '10:00 AM - 5:00 PM', 3499, 'Shoot a staged wedding and a mock product launch with our photographers, then learn editing, album layouts and client delivery workflows.'],
  ['Service', 'Corporate Film Production', '2025-12-09', 'film', 'Anywhere in India', 'By appointment', 49999, 'Script, shoot and edit a three-minute corporate film: founder stories, culture videos or event aftermovies, delivered in two weeks.'],
  ['Exhibition', 'Delhi Gifting & Décor Fair', '2025-12-13', 'exhibition', 'Dwarka, New Delhi', '10:00 AM - 7:00 PM', 199, 'Shop festive décor, handmade gifts and corporate hampers from 80 artisans and brands, with live demos and a kids’ craft corner.'],
  ['Concert', 'New Year’s Eve Gala', '2025-12-31', 'music', 'Aerocity, New Delhi', '8:00 PM - 1:00 AM', 5999, 'Ring in 2026 with live bands, a celebrity DJ, an international buffet and a midnight countdown with fireworks over the pool deck.'],
  ['Workshop', 'Destination Wedding Planning 101', '2026-01-10', 'wedding', 'Saket, New Delhi', '11:00 AM - 3:00 PM', 2499, 'Choose a destination, plan guest travel and stays, budget the events and handle local vendors, with case studies from Udaipur and Goa.'],
  ['Service', 'Exhibition Booth Design', '2026-01-14', 'exhibition', 'Pan India', 'By appointment', 74999, 'Concept, 3D design and fabrication of a 36 sq m exhibition booth with lighting, graphics, furniture and on-site installation and dismantling.'],
  ['Conference', 'Women in Events Forum', '2026-01-24', 'corporate', 'Nehru Place, New Delhi', '10:00 AM - 4:00 PM', 1999, 'Founders, planners and venue heads share their journeys, with sessions on pricing, negotiation and building a team in the events business.'],
  ['Workshop', 'Floral Design for Events', '2026-01-31', 'wedding', 'Sainik Farms, New Delhi', '10:00 AM - 1:00 PM', 2299, 'Build a centrepiece, an entrance arch and a floral backdrop with our florists, and learn sourcing, care and pricing of seasonal flowers.'],
  ['Service', 'Live Catering for 200 Guests', '2026-02-07', 'catering', 'Delhi NCR', 'Lunch or dinner', 119999, 'A full catering service for 200 guests with three live counters, a main buffet, desserts, service staff, crockery and clean-up included.'],
  ['Concert', 'Spring Music Festival', '2026-02-14', 'music', 'Jawaharlal Nehru Stadium, New Delhi', '4:00 PM - 11:00 PM', 2499, 'Seven hours of indie, folk and fusion across two stages, with food trucks, a craft market and a lantern walk at sunset.'],
  ['Workshop', 'Hybrid Events Tech Clinic', '2026-02-21', 'corporate', 'Online', '5:00 PM - 7:00 PM', 999, 'Cameras, streaming platforms, audience polls and run-of-show for hybrid town halls and launches, with a live demo from our studio.'],
  ['Service', 'Farmhouse Wedding Venue Tour', '2026-02-28', 'farmhouse', 'Chhattarpur, New Delhi', '11:00 AM - 2:00 PM', 499, 'A guided tour of four partner farmhouses with capacity, catering and décor options, and tasting at the last stop. Transport included.'],
  ['Conference', 'Exhibitors’ Success Summit', '2026-03-07', 'exhibition', 'Pragati Maidan, New Delhi', '10:00 AM - 5:00 PM', 2999, 'How to pick the right fairs, design a booth that pulls crowds, train staff and follow up leads so every exhibition pays for itself.'],
  ['Workshop', 'Festive Gift Hamper Making', '2026-03-14', 'gifting', 'Greater Kailash, New Delhi', '3:00 PM - 6:00 PM', 1599, 'Assemble three hampers with our gifting team: themes, fillers, wrapping, labels and safe packing for courier, with all materials included.'],
  ['Service', 'Photography & Film Package', '2026-03-18', 'photography', 'Delhi NCR', 'Full day', 64999, 'Two photographers and a filmmaker for a full event day, with a highlight film, 400 edited photos and a printed album.'],
  ['Concert', 'Holi Colours Festival', '2026-03-21', 'music', 'Chhattarpur, New Delhi', '10:00 AM - 4:00 PM', 999, 'Organic colours, dhol, a rain dance, thandai and street food in a safe, family-friendly festival with first aid and lockers on site.'],
  ['Workshop', 'MICE Travel Planning Workshop', '2026-03-28', 'mice', 'Gurugram, Haryana', '10:00 AM - 2:00 PM', 2799, 'Plan an incentive trip step by step: destination, flights, visas, hotels, activities and a risk plan, with templates you keep.'],
  ['Service', 'Branded Print Collateral', '2026-04-04', 'printing', 'Pan India', 'By appointment', 14999, 'Brochures, standees, backdrops, badges and certificates designed and printed for your event, delivered to the venue on time.'],
  ['Exhibition', 'Corporate Film Screening & Awards', '2026-04-11', 'film', 'Siri Fort, New Delhi', '6:00 PM - 9:30 PM', 799, 'A screening of the year’s best corporate films and event aftermovies, followed by an awards ceremony and networking dinner.'],
  ['Conference', 'Wedding Planners Meet 2026', '2026-04-18', 'wedding', 'Aerocity, New Delhi', '10:00 AM - 6:00 PM', 3499, 'Planners, venues and vendors meet to talk trends, pricing and partnerships for the 2026 wedding season, with a décor showcase.'],
];

/** About thirty event and service cards (spec §2, Events). */
export const EVENTS: EventCard[] = ROWS.map(([type, title, date, theme, location, time, price, description], index) => ({
  id: index + 1,
  type,
  title,
  date,
  image: THEME_ART[theme],
  imageAlt: ALT[theme],
  description,
  location,
  time,
  price,
  originalPrice: originalPriceFor(price),
}));

