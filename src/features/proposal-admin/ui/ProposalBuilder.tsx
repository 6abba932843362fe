import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '@/content/indianStates';
import { errorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { GST_RATES } from '@/shared/contract/productTax';
import { PROPOSAL_LIMITS, type AdminProposal } from '@/shared/contract/proposal';
import { FormAlert, FormFocusingFirstError, SelectField, TextField, applyServerErrors } from '@/shared/ui/form';
import { FormDraftKeeper, clearFormDraft } from '@/shared/ui/form-draft';
import { useProposalAdminCreateMutation, useProposalAdminUpdateMutation } from '../api/proposalAdminApi';
import { builderSchema } from '../model/builderSchema';
import {
  emptyValues,
  inputOf,
  serverFieldNames,
  valuesOf,
  type BuilderValues,
  type ProposalClient,
} from '../model/builderValues';
import { PROPOSAL_ADMIN_TEXT as T } from '../model/text';
import { ProposalLinesFields } from './ProposalLinesFields';
import { ProposalTotalsPanel } from './ProposalTotalsPanel';

const STATE_OPTIONS = INDIAN_STATES_AND_UNION_TERRITORIES.map((state) => ({ value: state, label: state }));
const GST_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: T.gstOption(rate) }));
const ADVANCE_OPTIONS = (['percent', 'fixed'] as const).map((kind) => ({ value: kind, label: T.advanceKinds[kind] }));

/**
 * The proposal builder: client, event, lines, discount, GST, advance, validity and terms, with
 * live totals; Save draft creates or saves it (a sent one becomes its next version).
 */
export function ProposalBuilder({
  proposal,
  leadId,
  client,
  onSaved,
}: {
  proposal?: AdminProposal;
  leadId: number | null;
  /** A new proposal's client, from its lead. */
  client?: ProposalClient;
  onSaved?: () => void;
}) {
  const navigate = useNavigate();
  const [create] = useProposalAdminCreateMutation();
  const [update] = useProposalAdminUpdateMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const editable =
    !proposal || proposal.status === 'draft' || proposal.status === 'sent' || proposal.status === 'expired';

  // A new proposal's draft is kept per lead, an existing one's per proposal.
  const draft = { form: proposal ? 'proposal' : 'proposalForLead', recordId: proposal?.id ?? leadId };
  const submit = async (values: BuilderValues, helpers: FormikHelpers<BuilderValues>) => {
    setFormError(null);
    try {
      const body = inputOf(values);
      if (proposal) {
        await update({ id: proposal.id, version: proposal.version, body }).unwrap();
        clearFormDraft(draft.form, draft.recordId);
        onSaved?.();
      } else {
        const created = await create(body).unwrap();
        clearFormDraft(draft.form, draft.recordId);
        void navigate(ROUTES.adminProposal.replace(':id', String(created.id)), { replace: true });
      }
    } catch (failure) {
      const { fields, rename } = serverFieldNames(values.lines.length);
      if (!applyServerErrors(failure, helpers, fields as never, rename as never))
        setFormError(errorMessage(failure, T.saveFailed));
      else setFormError(T.saveFailed);
    }
  };

  return (
    <Formik
      initialValues={proposal ? valuesOf(proposal) : emptyValues(leadId, client)}
      enableReinitialize
      validationSchema={builderSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <FormFocusingFirstError order={serverFieldNames(0).fields} aria-label={T.title}>
          {editable && <FormDraftKeeper {...draft} />}
          <fieldset disabled={!editable} className="row g-3">
            <div className="col-12 col-xl-8">
              <fieldset className="mb-3">
                <legend className="h5">{T.client}</legend>
                <TextField
                  name="clientName"
                  label={T.clientName}
                  required
                  maxLength={PROPOSAL_LIMITS.name}
                  className="mb-3"
                />
                <TextField name="clientEmail" label={T.clientEmail} type="email" required className="mb-3" />
                <TextField name="clientPhone" label={T.clientPhone} type="tel" className="mb-3" />
              </fieldset>
              <fieldset className="mb-3">
                <legend className="h5">{T.event}</legend>
                <TextField name="eventDate" label={T.eventDate} type="date" required className="mb-3" />
                <TextField name="venue" label={T.venue} required maxLength={PROPOSAL_LIMITS.venue} className="mb-3" />
                <SelectField name="placeOfSupply" label={T.placeOfSupply} options={STATE_OPTIONS} required />
              </fieldset>
              <ProposalLinesFields />
              <fieldset className="mb-3">
                <legend className="h5">{T.money}</legend>
                <TextField name="discountRupees" label={T.discount} inputMode="decimal" className="mb-3" />
                <SelectField name="gstRatePercent" label={T.gstRate} options={GST_OPTIONS} required />
                <SelectField name="advanceKind" label={T.advanceKind} options={ADVANCE_OPTIONS} required />
                <AdvanceField />
                <TextField name="validUntil" label={T.validUntil} type="date" required className="mb-3" />
                <TextField
                  name="terms"
                  label={T.terms}
                  as="textarea"
                  rows={6}
                  maxLength={PROPOSAL_LIMITS.terms}
                  className="mb-3"
                />
              </fieldset>
            </div>
            <div className="col-12 col-xl-4">
              <ProposalTotalsPanel />
              <FormAlert>{formError}</FormAlert>
              {editable && (
                <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                  {isSubmitting && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
                  {T.saveDraft}
                </button>
              )}
            </div>
          </fieldset>
        </FormFocusingFirstError>
      )}
    </Formik>
  );
}

/** The advance as a percentage of the total, or a fixed amount. */
function AdvanceField() {
  const { values } = useFormikContext<BuilderValues>();
  return values.advanceKind === 'percent' ? (
    <TextField name="advancePercent" label={T.advancePercent} inputMode="numeric" required className="mb-3" />
  ) : (
    <TextField name="advanceFixedRupees" label={T.advanceFixed} inputMode="decimal" required className="mb-3" />
  );
}
