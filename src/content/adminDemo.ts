/**
 * DEMONSTRATION DATA for the admin back office — not real, never fetched, never saved.
 *
 * The spec (admin-and-account.md, What the product does, Screens and routes) says the admin shell's contacts and
 * chat and the Master Entry page are template demonstration content (the dashboard shows only
 * real figures). It all lives in this one file so it is easy to find, label and replace.
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
