/**
 * DEMONSTRATION DATA for the admin back office — not real, never fetched, never saved.
 *
 * The spec (admin-and-account.md, What the product does, Screens and routes) says the admin shell's contacts, chat and
 * calendar, the dashboard's figures and charts, and the Master Entry page are template
 * demonstration content. It all lives in this one file so it is easy to find, label and replace.
 * Every screen that shows it carries the `DEMO_LABEL` badge.
 */

export const DEMO_LABEL = 'Demo data';

export interface DemoContact {
  id: number;
  name: string;
  role: string;
  online: boolean;
  messages: Array<{ from: 'them' | 'me'; text: string; time: string }>;
}

export interface DemoSeries {
  label: string;
  /** One value per category of the chart. */
  values: number[];
}

export interface DemoPerson {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  city: string;
  state: string;
  zip: string;
}

export const ADMIN_DEMO = {
  contacts: [
    {
      id: 1,
      name: 'Riya Mehta',
      role: 'Event coordinator',
      online: true,
      messages: [
        { from: 'them', text: 'The venue confirmed the mandap layout for Saturday.', time: '10:02' },
        { from: 'me', text: 'Great, please share the floor plan with the decor team.', time: '10:05' },
        { from: 'them', text: 'Sent. Florist arrives at 7 AM.', time: '10:07' },
      ],
    },
    {
      id: 2,
      name: 'Kabir Singh',
      role: 'Printing partner',
      online: false,
      messages: [
        { from: 'them', text: 'Proofs for the summit badges are ready.', time: 'Yesterday' },
        { from: 'me', text: 'Approved. Please print 500.', time: 'Yesterday' },
      ],
    },
    {
      id: 3,
      name: 'Ananya Rao',
      role: 'Catering lead',
      online: true,
      messages: [{ from: 'them', text: 'Menu tasting moved to Thursday, 4 PM.', time: 'Mon' }],
    },
  ] satisfies DemoContact[],

  calendar: [
    { id: 1, date: '12 Sep', title: 'Corporate offsite walkthrough' },
    { id: 2, date: '18 Sep', title: 'Sharma wedding, sangeet night' },
    { id: 3, date: '25 Sep', title: 'Global Event Summit 2025 rehearsal' },
  ],

  dashboard: {
    stats: [
      { label: 'Revenue this month', value: '₹18,45,000', change: '+12.4%' },
      { label: 'Orders', value: '1,284', change: '+8.1%' },
      { label: 'Events booked', value: '46', change: '+3' },
      { label: 'Conversion rate', value: '3.6%', change: '-0.2%' },
    ],
    marketingProfits: {
      title: 'Marketing profits',
      unit: '₹ thousand',
      categories: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
      series: [
        { label: 'Profit', values: [120, 145, 138, 170, 182, 176, 210, 236, 228, 265, 310, 342] },
        { label: 'Marketing spend', values: [60, 64, 70, 72, 80, 78, 90, 96, 94, 102, 118, 125] },
      ] satisfies DemoSeries[],
    },
    sessions: {
      title: 'Sessions',
      unit: 'sessions',
      categories: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      series: [{ label: 'Sessions', values: [3200, 3650, 3420, 3900, 4380, 5120, 4760] }] satisfies DemoSeries[],
    },
    bounceRate: {
      title: 'Bounce rate',
      /** Share of single-page sessions, in percent. */
      value: 38,
      previous: 42,
    },
  },

  masterEntry: {
    states: ['Michigan', 'New York', 'Oklahoma'],
    people: [
      { id: 1, firstName: 'Mark', lastName: 'Otto', username: 'mdo', city: 'Detroit', state: 'Michigan', zip: '48201' },
      {
        id: 2,
        firstName: 'Jacob',
        lastName: 'Thornton',
        username: 'fat',
        city: 'Buffalo',
        state: 'New York',
        zip: '14201',
      },
      {
        id: 3,
        firstName: 'Larry',
        lastName: 'Bird',
        username: 'twitter',
        city: 'Tulsa',
        state: 'Oklahoma',
        zip: '74103',
      },
      { id: 4, firstName: 'Sara', lastName: 'Lee', username: 'slee', city: 'Lansing', state: 'Michigan', zip: '48933' },
    ] satisfies DemoPerson[],
  },
} as const;
