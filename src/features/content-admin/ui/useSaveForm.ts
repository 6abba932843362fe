import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import { applyServerErrors } from '@/shared/ui/form';
import { clearFormDraft, type FormDraftOptions } from '@/shared/ui/form-draft';
import { useToast } from '@/shared/ui/toasts';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';

/**
 * The submit of a content form: sends, then goes back to the list with a toast; the server's
 * field errors show under their fields, any other failure above the form (`formError` status).
 * The form's draft kept on the device (`draft`, see FormDraftKeeper) is forgotten once saved.
 */
export function useSaveForm<V extends object>(
  save: (values: V) => Promise<unknown>,
  fields: ReadonlyArray<keyof V & string>,
  backTo: string,
  draft: FormDraftOptions,
) {
  const toast = useToast();
  const navigate = useNavigate();
  return async (values: V, helpers: FormikHelpers<V>) => {
    helpers.setStatus(undefined);
    try {
      await save(values);
      clearFormDraft(draft.form, draft.recordId);
      toast.success(T.saved);
      void navigate(backTo);
    } catch (error) {
      if (!applyServerErrors(error, helpers, fields)) helpers.setStatus(errorMessage(error, T.saveFailed));
    }
  };
}
