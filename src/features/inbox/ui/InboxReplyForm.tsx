import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { errorMessage } from '@/shared/api';
import type { InboxType } from '@/shared/config/backOffice';
import { inboxReplySchema, type InboxItemDetail, type InboxReplyInput } from '@/shared/contract/inbox';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { applyServerErrors, FormAlert, FormFocusingFirstError, SubmitButton, TextField } from '@/shared/ui/form';
import { useSendInboxReplyMutation } from '../api/inboxApi';
import { INBOX_TEXT as T, replySubject } from '../model/text';

const FIELDS = ['subject', 'body'] as const;

/** The staff's replies to an item, oldest first, each with who sent it and when (IST). */
export function InboxThread({ item }: { item: InboxItemDetail }) {
  if (item.replies.length === 0) return null;
  return (
    <section aria-labelledby="inbox-thread" className="mb-3">
      <h2 id="inbox-thread" className="h5">
        {T.thread}
      </h2>
      <ol className="list-unstyled mb-0">
        {item.replies.map((reply) => (
          <li key={reply.id} className="border rounded p-2 mb-2">
            <p className="fw-semibold mb-1">{reply.subject}</p>
            <p className="mb-1" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {reply.body}
            </p>
            <p className="small text-body-secondary mb-0">
              {T.replyBy(reply.author.name, formatIstDateTime(reply.sentAt ?? reply.createdAt))}
              {reply.mail === 'queued' && ` · ${T.replyQueued}`}
              {reply.mail === 'failed' && ` · ${T.replyMailFailed}`}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A reply to the item's sender, sent through the outbox; the server quotes their text below it. */
export function InboxReplyForm({ type, item }: { type: InboxType; item: InboxItemDetail }) {
  const [send] = useSendInboxReplyMutation();
  const [sent, setSent] = useState('');
  if (!item.email) return <p className="text-body-secondary">{T.noEmailToReply}</p>;

  const onSubmit = async (values: InboxReplyInput, helpers: FormikHelpers<InboxReplyInput>) => {
    helpers.setStatus(undefined);
    setSent('');
    try {
      await send({ type, id: item.id, ...inboxReplySchema.cast(values) }).unwrap();
      helpers.resetForm({ values: { subject: values.subject, body: '' } });
      setSent(T.replySent);
    } catch (error) {
      if (!applyServerErrors(error, helpers, FIELDS)) helpers.setStatus(errorMessage(error, T.replyFailed));
    }
  };

  return (
    <section aria-labelledby="inbox-reply" className="mb-3">
      <h2 id="inbox-reply" className="h5">
        {T.replyHeading}
      </h2>
      <Formik<InboxReplyInput>
        initialValues={{ subject: replySubject(item), body: '' }}
        validationSchema={inboxReplySchema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, status }) => (
          <FormFocusingFirstError order={FIELDS} aria-label={T.replyHeading}>
            <FormAlert>{status as string | undefined}</FormAlert>
            <TextField name="subject" label={T.replySubject} required maxLength={200} />
            <TextField name="body" label={T.replyBody} as="textarea" rows={5} required hint={T.replyBodyHint} />
            <SubmitButton busy={isSubmitting} className="">
              {T.sendReply}
            </SubmitButton>
          </FormFocusingFirstError>
        )}
      </Formik>
      <p className="small mt-2 mb-0" role="status">
        {sent}
      </p>
    </section>
  );
}
