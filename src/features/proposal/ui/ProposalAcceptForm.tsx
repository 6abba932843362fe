import { Formik } from 'formik';
import { useState } from 'react';
import { errorMessage } from '@/shared/api';
import {
  CheckboxField,
  FormAlert,
  FormFocusingFirstError,
  SubmitButton,
  TextField,
  applyServerErrors,
  lazySchema,
} from '@/shared/ui/form';
import { useProposalPublicAcceptMutation } from '../api/proposalApi';
import { PROPOSAL_TEXT as T } from '../model/text';

/** The server's own rules, loaded with yup on the first validation. */
const acceptSchemaForm = lazySchema(() =>
  import(/* webpackChunkName: "validation-proposal", webpackPrefetch: true */ '@/shared/contract/proposal').then((m) =>
    m.proposalAcceptSchema.omit(['version']),
  ),
);

const FIELDS = ['fullName', 'agree'] as const;

/**
 * Acceptance: the client types their full name and agrees to the terms; the request names the
 * version they read, so a proposal revised meanwhile is refused (409) with the server's message.
 */
export function ProposalAcceptForm({ token, version }: { token: string; version: number }) {
  const [accept] = useProposalPublicAcceptMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <section className="border rounded p-3 my-4" aria-labelledby="proposal-accept-heading">
      <h2 id="proposal-accept-heading" className="h4">
        {T.accept}
      </h2>
      <p>{T.acceptLead}</p>
      <Formik
        initialValues={{ fullName: '', agree: false }}
        validationSchema={acceptSchemaForm}
        onSubmit={async (values, helpers) => {
          setRefusal(null);
          try {
            await accept({ token, body: { version, fullName: values.fullName.trim(), agree: values.agree } }).unwrap();
          } catch (failure) {
            if (!applyServerErrors(failure, helpers, FIELDS)) setRefusal(errorMessage(failure, T.acceptFailed));
          }
        }}
      >
        {({ isSubmitting }) => (
          <FormFocusingFirstError order={FIELDS} aria-labelledby="proposal-accept-heading">
            <TextField
              name="fullName"
              label={T.fullName}
              autoComplete="name"
              required
              maxLength={100}
              className="mb-3"
            />
            <CheckboxField name="agree" label={T.agree} required />
            <FormAlert>{refusal}</FormAlert>
            <SubmitButton busy={isSubmitting} className="">
              {T.acceptButton}
            </SubmitButton>
          </FormFocusingFirstError>
        )}
      </Formik>
    </section>
  );
}
