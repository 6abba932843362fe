import { INBOX_REPLY_MESSAGES } from '../../../src/shared/contract/inbox';
import { VALIDATION_FAILED } from '../../platform/middleware/validate';
import { decodeQuotedPrintable, DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { INBOX_MESSAGES } from './inbox.service';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.auth;
});

const contact = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  phone: '98100 12345',
  message: 'Anniversary party for 200 guests',
  enquiryType: 'CONCIERGE' as const,
};
const reply = { subject: 'Re: Your message', body: 'Namaste Asha,\nwe would love to plan it with you.' };
const post = (path: string, body: object) => t.api.post(path).set('Authorization', admin).send(body);

describe('POST /api/admin/inbox/:type/:id/replies', () => {
  it('stores the reply, queues its mail (staff text above the quoted message), marks the item handled and audits it', async () => {
    const { id } = (await t.api.post('/api/contact-messages').send(contact).expect(201)).body.data as { id: number };

    const res = await post(`/api/admin/inbox/contact/${id}/replies`, reply);
    expect([res.status, res.body.isSuccess, res.body.message]).toEqual([201, true, INBOX_MESSAGES.replied]);
    expect(res.body.data.handledAt).not.toBeNull();
    expect(res.body.data.replies).toEqual([
      expect.objectContaining({
        subject: reply.subject,
        body: reply.body,
        recipient: contact.email,
        author: expect.objectContaining({ email: DEMO.admin.email }),
      }),
    ]);

    const [stored] = await t.rows('inboxReplies');
    expect(stored).toEqual(expect.objectContaining({ messageType: 'contact', messageId: id, body: reply.body }));
    const queued = (await t.rows('mailOutbox')).find((row) => row.id === stored!.mailId)!;
    expect([queued.recipient, queued.subject]).toEqual([contact.email, reply.subject]);

    await t.context.outbox.idle();
    const mails = t.outbox().filter((mail) => mail.includes(`\nTo: ${contact.email}\n`));
    expect(mails).toHaveLength(1);
    const text = decodeQuotedPrintable(mails[0]!);
    expect(text).toContain(`Subject: ${reply.subject}`);
    const staffAt = text.indexOf('we would love to plan it with you.');
    const quotedAt = text.indexOf(`> ${contact.message}`);
    expect(staffAt).toBeGreaterThan(-1);
    expect(quotedAt).toBeGreaterThan(staffAt);

    // The thread says when it left.
    const item = (await t.api.get(`/api/admin/inbox/contact/${id}`).set('Authorization', admin)).body.data;
    expect([item.replies[0].mail, item.replies[0].sentAt]).toEqual(['sent', expect.any(String)]);
    // Housekeeping may purge the sent mail later: the reply stays in the thread.
    expect(await t.store.outbox.purge(t.clock.now() + 1, 0, 0)).toBeGreaterThan(0);
    const kept = (await t.api.get(`/api/admin/inbox/contact/${id}`).set('Authorization', admin)).body.data;
    expect(kept.replies).toEqual([expect.objectContaining({ body: reply.body, mail: null })]);
    expect(await t.rows('backOfficeAudit')).toEqual([
      expect.objectContaining({ recordType: 'contact', recordId: id, action: 'replied', actorEmail: DEMO.admin.email }),
    ]);
  });

  it('answers 400 with field errors for an empty reply, 404 for no such item, and stores nothing', async () => {
    const { id } = (await t.api.post('/api/contact-messages').send(contact).expect(201)).body.data as { id: number };
    const empty = await post(`/api/admin/inbox/contact/${id}/replies`, { subject: ' ', body: '' });
    expect([empty.status, empty.body]).toEqual([
      400,
      {
        isSuccess: false,
        message: VALIDATION_FAILED,
        errors: { subject: [INBOX_REPLY_MESSAGES.subjectRequired], body: [INBOX_REPLY_MESSAGES.bodyRequired] },
      },
    ]);
    expect((await post(`/api/admin/inbox/contact/${id + 1}/replies`, reply)).status).toBe(404);
    expect((await t.api.post(`/api/admin/inbox/contact/${id}/replies`).send(reply)).status).toBe(401);
    expect(await t.rows('inboxReplies')).toEqual([]);
  });
});
