import { formerDatabase } from '../../test/formerDatabase';
import { migrateToLatest } from './migrate';

const former = formerDatabase('0021');

describe('migration 0021: leads', () => {
  it('makes every stored consultation request and meeting registration a new lead, dated as received', async () => {
    await former.migratedTo('0019_refunds', async (engine, raw) => {
      await raw
        .insertInto('consultations')
        .values({
          id: 4,
          reference: 'CR-000004',
          name: 'Vikram Mehta',
          email: 'vikram@example.com',
          phone: '98111 22233',
          consultation_type: 'packages',
          preferred_method: 'phone-call',
          message: 'Annual day',
          event_type: 'corporate',
          budget: '',
          created_at: '2025-08-01T10:00:00.000Z',
        })
        .execute();
      await raw
        .insertInto('meeting_registrations')
        .values({
          id: 2,
          reference: 'MR-000002',
          name: 'Neha Gupta',
          mobile: '+91 98765 43210',
          mobile_key: '9876543210',
          age: 34,
          city: 'Gurugram',
          profession: 'Event manager',
          organization: 'Acme Corp',
          created_at: '2025-08-02T10:00:00.000Z',
        })
        .execute();

      expect(await migrateToLatest(engine)).toContain('0021_leads');
      const leads = await engine.db
        .selectFrom('leads')
        .select(['source', 'sourceId', 'name', 'email', 'budget', 'message', 'stage', 'createdAt'])
        .orderBy('id')
        .execute();
      expect(leads).toEqual([
        {
          source: 'consultation',
          sourceId: 4,
          name: 'Vikram Mehta',
          email: 'vikram@example.com',
          budget: null,
          message: 'Annual day',
          stage: 'new',
          createdAt: '2025-08-01T10:00:00.000Z',
        },
        {
          source: 'meeting',
          sourceId: 2,
          name: 'Neha Gupta',
          email: '',
          budget: null,
          message: 'Gurugram, Event manager, Acme Corp',
          stage: 'new',
          createdAt: '2025-08-02T10:00:00.000Z',
        },
      ]);
      const events = await engine.db.selectFrom('leadEvents').select(['kind', 'actor']).execute();
      expect(events).toEqual([
        { kind: 'created', actor: 'system' },
        { kind: 'created', actor: 'system' },
      ]);
    });
  });
});
