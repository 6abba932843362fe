// Back-office only: imported by admin forms, so it stays out of the public bundle.
export { FormDraftKeeper, FORM_DRAFT_TEXT } from './FormDraftKeeper';
export { useFormDraft, type FormDraftOptions, type FormDraftState } from './useFormDraft';
export { clearFormDraft } from '@/shared/lib/formDraftStorage';
