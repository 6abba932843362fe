import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { formatIstTime } from '@/shared/lib/formatIstTime';
import { useFormDraft, type FormDraftOptions } from './useFormDraft';

export const FORM_DRAFT_TEXT = {
  offer: (when: string) => `You have unsaved changes from ${when}.`,
  restore: 'Restore',
  discard: 'Discard',
} as const;

/**
 * Put inside a `<Formik>` form: keeps its unsaved values on the device (useFormDraft) and, when
 * some were kept from an earlier visit, asks "You have unsaved changes from HH:MM IST — Restore /
 * Discard".
 */
export function FormDraftKeeper(props: FormDraftOptions) {
  const { offered, restore, discard } = useFormDraft(props);
  if (!offered) return null;
  return (
    <Alert variant="info" role="status" className="d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">{FORM_DRAFT_TEXT.offer(formatIstTime(offered.savedAt, Date.now()))}</span>
      <Button size="sm" variant="primary" onClick={restore}>
        {FORM_DRAFT_TEXT.restore}
      </Button>
      <Button size="sm" variant="outline-secondary" onClick={discard}>
        {FORM_DRAFT_TEXT.discard}
      </Button>
    </Alert>
  );
}
