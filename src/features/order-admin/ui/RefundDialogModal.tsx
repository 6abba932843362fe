import { Formik, useField, useFormikContext, type FormikHelpers } from 'formik';
import { useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { errorMessage } from '@/shared/api';
import { formatInr } from '@/shared/lib/formatInr';
import {
  FieldError,
  FormAlert,
  FormFocusingFirstError,
  SelectField,
  SubmitButton,
  TextField,
  applyServerErrors,
  fieldIds,
} from '@/shared/ui/form';
import { useToast } from '@/shared/ui/toasts';
import { useRecordRefundMutation } from '../api/orderAdminApi';
import {
  RETURN_REFUND_KINDS,
  emptyRefundForm,
  needsReference,
  refundFormSchema,
  refundMethodsFor,
  refundPreview,
  refundRequest,
  type RefundFormValues,
  type RefundSubject,
} from '../model/refundForm';
import { ORDER_ADMIN_TEXT } from '../model/text';
import type { RefundDialogProps } from './RefundDialog';
import { REFUNDS_HEADING_ID } from './OrderAdminRefunds';
import '../../../shared/ui/styles/modal.scss';

const T = ORDER_ADMIN_TEXT.refund;
const FIELD_ORDER = ['kind', 'method', 'reference', 'note'] as const;

/** The reason as radios in a labelled group, its error tied to the group. */
function KindField() {
  const [field, meta] = useField<string>('kind');
  const ids = fieldIds('kind');
  const legendId = useId();
  const invalid = meta.touched && Boolean(meta.error);
  return (
    <fieldset
      className="mb-3"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? ids.error : undefined}
    >
      <legend id={legendId} className="form-label fs-6 mb-1">
        {T.kind}
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      {RETURN_REFUND_KINDS.map((kind, index) => {
        const id = index === 0 ? ids.control : `${ids.control}-${kind}`;
        return (
          <div key={kind} className="form-check">
            <input
              type="radio"
              id={id}
              name={field.name}
              value={kind}
              checked={field.value === kind}
              onChange={field.onChange}
              onBlur={field.onBlur}
              className={`form-check-input${invalid ? ' is-invalid' : ''}`}
            />
            <label className="form-check-label" htmlFor={id}>
              {T.kinds[kind]}
            </label>
          </div>
        );
      })}
      <FieldError id={ids.error} message={invalid ? meta.error : undefined} />
    </fieldset>
  );
}

/** What will go back for the reason chosen, announced as it changes (the server's figure is final). */
function RefundSummary({ paidPaise }: { paidPaise: number }) {
  const { values } = useFormikContext<RefundFormValues>();
  const preview = values.kind ? refundPreview(paidPaise, values.kind) : null;
  return (
    <div className="border rounded p-2 mb-3 bg-body-tertiary">
      <p className="small text-body-secondary mb-1">{T.summaryLabel}</p>
      <p className="fw-semibold mb-1" aria-live="polite" aria-atomic="true" data-testid="refund-summary">
        {preview
          ? [
              T.paid(formatInr(preview.paid)),
              ...(preview.deduction > 0 ? [T.fee(formatInr(preview.deduction))] : []),
              T.due(formatInr(preview.amount)),
            ].join(' · ')
          : T.chooseKind}
      </p>
      <p className="small text-body-secondary mb-0">{T.amountNote}</p>
    </div>
  );
}

/** The form's fields besides the reason: the method, the transfer's reference (not for the gateway), a note. */
function MethodFields({ paymentMethod }: { paymentMethod: RefundDialogProps['order']['paymentMethod'] }) {
  const { values } = useFormikContext<RefundFormValues>();
  return (
    <>
      <SelectField
        name="method"
        label={T.method}
        required
        placeholder={T.methodPlaceholder}
        options={refundMethodsFor(paymentMethod).map((method) => ({ value: method, label: T.methods[method] }))}
      />
      {needsReference(values.method) && (
        <TextField name="reference" label={T.reference} required hint={T.referenceHint} maxLength={60} />
      )}
      <TextField name="note" label={T.note} hint={T.noteHint} as="textarea" rows={2} maxLength={200} />
    </>
  );
}

/** The refund form in a modal: focus goes to its first field and back to the opener on close. */
export default function RefundDialogModal({ show, subject, order, onClose }: RefundDialogProps) {
  const [recordRefund] = useRecordRefundMutation();
  const toast = useToast();
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<RefundSubject | null>(subject);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // After a refund the opener is gone (the return is finished, the order refunded): focus goes to the refunds instead.
  const [recorded, setRecorded] = useState(false);
  if (subject && subject !== shown) setShown(subject);
  const current = subject ?? shown;
  if (!current) return null;

  const submit = async (values: RefundFormValues, helpers: FormikHelpers<RefundFormValues>) => {
    setFormError(null);
    setBusy(true);
    try {
      const refund = await recordRefund({
        orderId: order.id,
        returnId: current.target === 'return' ? current.returnId : null,
        ...refundRequest(values),
      }).unwrap();
      toast.success(T.done(formatInr(refund.amount)));
      setRecorded(true);
      onClose();
    } catch (error) {
      const fields = current.target === 'return' ? FIELD_ORDER : FIELD_ORDER.filter((name) => name !== 'kind');
      if (!applyServerErrors(error, helpers, fields)) setFormError(errorMessage(error, T.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onClose}
      centered
      aria-labelledby={titleId}
      restoreFocus={!recorded}
      // `recorded` is reset when the dialog opens again, not on exit: the modal restores focus to
      // the opener after onExited, reading `restoreFocus` then, and would take it from the heading.
      onEnter={() => setRecorded(false)}
      onEntered={() => body.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()}
      onExited={() => {
        setFormError(null);
        if (recorded) document.getElementById(REFUNDS_HEADING_ID)?.focus();
      }}
    >
      <Formik initialValues={emptyRefundForm(current)} validationSchema={refundFormSchema} onSubmit={submit}>
        <FormFocusingFirstError order={FIELD_ORDER} aria-labelledby={titleId}>
          <Modal.Header closeButton={!busy} closeLabel={T.close}>
            <Modal.Title id={titleId} as="h2" className="h5">
              {T.title}
              <span className="d-block small fw-normal text-body-secondary mt-1">
                {current.target === 'return'
                  ? T.forItem(current.item, order.orderNumber)
                  : T.forOrder(order.orderNumber)}
              </span>
            </Modal.Title>
          </Modal.Header>
          <Modal.Body ref={body}>
            {current.target === 'return' && <KindField />}
            <RefundSummary paidPaise={current.paidPaise} />
            <MethodFields paymentMethod={order.paymentMethod} />
            <FormAlert>{formError}</FormAlert>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
              {T.cancel}
            </button>
            <SubmitButton busy={busy} className="">
              {T.submit}
            </SubmitButton>
          </Modal.Footer>
        </FormFocusingFirstError>
      </Formik>
    </Modal>
  );
}
