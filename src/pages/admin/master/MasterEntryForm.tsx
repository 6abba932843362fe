import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ADMIN_DEMO } from '@/content/adminDemo';
import { SelectField, SubmitButton, TextField } from '@/shared/ui/form';
import { FormDraftKeeper, clearFormDraft } from '@/shared/ui/form-draft';
import {
  MASTER_ENTRY_INITIAL,
  MASTER_ENTRY_TEXT as T,
  masterEntrySchema,
  type MasterEntryValues,
} from './masterEntrySchema';

const STATE_OPTIONS = ADMIN_DEMO.masterEntry.states.map((state) => ({ value: state, label: state }));

/** The demonstration form (spec: Screens and routes, Validation rules): every field required, `Looks good!` when valid; submission is only logged. */
export function MasterEntryForm() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <Formik<MasterEntryValues>
      initialValues={MASTER_ENTRY_INITIAL}
      validationSchema={masterEntrySchema}
      onSubmit={(values) => {
        // eslint-disable-next-line no-console -- spec: Screens and routes: the submission is only logged; no server call is made.
        console.info('Master Entry (demonstration, not sent):', values);
        clearFormDraft('masterEntry');
        setSubmitted(true);
      }}
    >
      <FormikForm noValidate aria-label="Master entry">
        <FormDraftKeeper form="masterEntry" />
        <Row className="gx-3">
          <Col md={4}>
            <TextField name="firstName" label="First name" autoComplete="off" required validFeedback={T.looksGood} />
          </Col>
          <Col md={4}>
            <TextField name="lastName" label="Last name" autoComplete="off" required validFeedback={T.looksGood} />
          </Col>
          <Col md={4}>
            <TextField
              name="username"
              label="Username"
              prefix="@"
              autoComplete="off"
              required
              validFeedback={T.looksGood}
            />
          </Col>
        </Row>
        <Row className="gx-3">
          <Col md={6}>
            <TextField name="city" label="City" autoComplete="off" required validFeedback={T.looksGood} />
          </Col>
          <Col md={3}>
            <SelectField
              name="state"
              label="State"
              options={STATE_OPTIONS}
              placeholder="Choose..."
              required
              validFeedback={T.looksGood}
            />
          </Col>
          <Col md={3}>
            <TextField name="zip" label="Zip" autoComplete="off" required validFeedback={T.looksGood} />
          </Col>
        </Row>
        <TextField name="comment" label="Comment" as="textarea" rows={3} required validFeedback={T.looksGood} />
        {submitted && (
          <Alert variant="info" onClose={() => setSubmitted(false)} dismissible closeLabel="Close message">
            Submitted. This demonstration form only logs its values to the browser console; nothing is sent or saved.
          </Alert>
        )}
        <SubmitButton busy={false} className="">
          Submit form
        </SubmitButton>
      </FormikForm>
    </Formik>
  );
}
