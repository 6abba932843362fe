import { TIME_SLOTS } from '../src/shared/config/booking';
import { addDays, istDateOf } from '../src/shared/contract/fields/bookingDates';
import { PROPOSAL_PUBLIC_MESSAGES } from '../server/modules/proposals/proposalAcceptance.service';
import { DEMO_ADMIN, logIn } from './support/accounts';
import { BOOKING_FORM } from '../server/test/validBodies';
import { describeOnEngines } from './support/engines';
import { serversPerTest } from './support/serversPerTest';

/*
 * One confirmation per event date, with two server processes on one database. Two clients
 * accept two proposals for the same date at the same moment, each through another process:
 * exactly one acceptance stands, the other is told the date has just been taken. And a
 * consultation booked on a date at the moment a proposal for it is accepted: exactly one of
 * the two stands (the date's lock, taken by both, orders them; the database refuses the other).
 */

const DATES = 4;

describeOnEngines('proposals accepted for one date through two server processes', (engine) => {
  const run = serversPerTest();

  it('confirm each date once, against another proposal or a booking', async () => {
    const { servers } = await run.start(engine, `proposals-${engine}`, 2);
    const admin = (await logIn(servers[0], DEMO_ADMIN)).auth;
    const today = istDateOf(Date.now());
    const eventDate = (n: number) => addDays(today, 10 + n);

    const sendProposal = async (date: string, n: number) => {
      const created = await servers[n % 2].api
        .post('/api/admin/proposals')
        .set('Authorization', admin)
        .send({
          clientName: `Client ${n}`,
          clientEmail: `client${n}@example.com`,
          eventDate: date,
          venue: 'Farmhouse, Chhatarpur',
          lines: [{ kind: 'catalogue', serviceId: 1, quantity: 1, unitPaise: 0 }],
          validUntil: addDays(today, 2),
        });
      expect(created.status).toBe(201);
      const sent = await servers[n % 2].api
        .post(`/api/admin/proposals/${created.body.data.id}/send`)
        .set('Authorization', admin);
      expect(sent.status).toBe(200);
      return { id: created.body.data.id as number, token: String(created.body.data.link).split('/proposal/')[1] };
    };
    const accept = (n: number, token: string) =>
      servers[n % 2].api
        .post(`/api/proposals/${token}/accept`)
        .send({ version: 1, fullName: `Client ${n}`, agree: true });

    // Two proposals per date, accepted together, one through each process.
    const pairs = await Promise.all(
      Array.from({ length: DATES }, async (_, d) => [
        await sendProposal(eventDate(d), 2 * d),
        await sendProposal(eventDate(d), 2 * d + 1),
      ]),
    );
    const answers = await Promise.all(
      pairs.flatMap(([a, b], d) => [accept(2 * d, a.token), accept(2 * d + 1, b.token)]),
    );
    for (let d = 0; d < DATES; d += 1) {
      const statuses = [answers[2 * d].status, answers[2 * d + 1].status].sort();
      expect(statuses).toEqual([200, 409]);
      const refused = [answers[2 * d], answers[2 * d + 1]].find((res) => res.status === 409)!;
      expect(refused.body.message).toBe(PROPOSAL_PUBLIC_MESSAGES.dateTaken);
    }

    // A booking of a priced service and an acceptance for one date, at the same moment.
    const raceDates = Array.from({ length: DATES }, (_, d) => addDays(today, 3 + d));
    const racers = await Promise.all(raceDates.map((date, d) => sendProposal(date, 100 + d)));
    const raced = await Promise.all(
      raceDates.flatMap((date, d) => [
        servers[d % 2].api.post('/api/send-email').send({
          selectedService: { id: 1 },
          selectedDate: date,
          selectedTime: TIME_SLOTS[2],
          formData: { ...BOOKING_FORM, email: `race${d}@example.com`, phone: `+91 98100 5555${d}` },
        }),
        accept(d + 1, racers[d].token),
      ]),
    );

    // One read at a time: each opens its own connection (SQLite lets one transaction at a time).
    const blocks = await servers[0].rows('bookingBlocks');
    const bookings = await servers[0].rows('bookings');
    const proposals = await servers[0].rows('proposals');
    const eventDates = [...Array.from({ length: DATES }, (_, d) => eventDate(d)), ...raceDates];
    for (const date of eventDates) {
      // A priced booking holds its date while its advance is awaited, as a confirmed one does.
      const confirmedBookings = bookings.filter(
        (row) => row.date === date && (row.status === 'held' || row.status === 'confirmed'),
      );
      const dayBlocks = blocks.filter((row) => row.date === date && row.time === null);
      const accepted = proposals.filter((row) => row.eventDate === date && row.status === 'accepted');
      // Exactly one confirmation of the date: one accepted proposal with its block, or one booking.
      expect(accepted.length + confirmedBookings.length).toBe(1);
      expect(dayBlocks.map((row) => row.proposalId)).toEqual(accepted.map((row) => row.id));
    }
    for (let d = 0; d < DATES; d += 1) {
      const [booking, acceptance] = [raced[2 * d], raced[2 * d + 1]];
      expect([booking.status, acceptance.status].sort()).toEqual(booking.status === 201 ? [201, 409] : [200, 400]);
    }
    expect(servers.map((running) => running.stderr())).toEqual(['', '']);
  });
});
