import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { errorMessage } from '@/shared/api';
import { atLeast } from '@/shared/lib/timing';
import { TextField, applyServerErrors, lazySchema } from '@/shared/ui/form';
import type { NewsletterInput } from '@/shared/contract/newsletter';
import { useSubscribeMutation } from '../api/newsletterApi';
import { NEWSLETTER_TEXT as T } from '../model/text';
import { NEWSLETTER_DELAY_MS } from '../model/timing';

/** The server's own rule, loaded with yup on the first validation (prefetched while idle). */
const newsletterFormSchema = lazySchema(() =>
  import(/* webpackChunkName: "validation-newsletter", webpackPrefetch: true */ '@/shared/contract/newsletter').then(
    (m) => m.newsletterSchema,
  ),
);

type Outcome = { kind: 'success'; message: string } | { kind: 'error'; message: string } | null;

/**
 * The newsletter form (spec: States and transitions, Validation rules): an invalid e-mail shows `Please enter a valid email address`
 * with a red border; a valid one is stored through the API and, no sooner than 800 ms, the success
 * text shows and the field is cleared. The spec's success text says the code "has been sent": it
 * shows when the mail has left, and a "will arrive shortly" text when the mail server was slow.
 */
export function NewsletterForm() {
  const [subscribe] = useSubscribeMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (values: NewsletterInput, helpers: FormikHelpers<NewsletterInput>) => {
    setOutcome(null);
    try {
      const receipt = await atLeast(
        NEWSLETTER_DELAY_MS,
        subscribe((await newsletterFormSchema.load()).cast(values)).unwrap(),
      );
      helpers.resetForm();
      // "has been sent" only when the server says the mail left; otherwise it is queued and follows.
      setOutcome({ kind: 'success', message: receipt.welcomeMail === 'queued' ? T.successQueued : T.success });
    } catch (error) {
      if (!applyServerErrors(error, helpers, ['email']))
        setOutcome({ kind: 'error', message: errorMessage(error, T.failed) });
    }
  };

  return (
    <Formik<NewsletterInput> initialValues={{ email: '' }} validationSchema={newsletterFormSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate className="newsletter-form" aria-label="Newsletter">
          <div className="d-flex flex-column flex-sm-row gap-2 align-items-sm-end">
            <TextField
              name="email"
              label={T.emailLabel}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={T.placeholder}
              className="flex-grow-1 mb-0 text-start"
              required
            />
            <button type="submit" disabled={isSubmitting} className="btn btn-primary newsletter-form__submit">
              {isSubmitting ? T.sending : T.submit}
            </button>
          </div>
          <div aria-live="polite" className="mt-2">
            {outcome?.kind === 'success' && (
              <p className="newsletter-form__success fw-semibold mb-0">{outcome.message}</p>
            )}
          </div>
          <div aria-live="assertive">
            {outcome?.kind === 'error' && <p className="text-danger mb-0">{outcome.message}</p>}
          </div>
        </Form>
      )}
    </Formik>
  );
}
