import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api';
import { applyServerErrors } from '@/shared/ui/form';
import { clearFormDraft, type FormDraftOptions } from '@/shared/ui/form-draft';
import { useToast } from '@/shared/ui/toasts';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';

/**
 * The submit of a content form: sends, then says what was saved. A draft (an event or post not
 * published) stays in its editor, which says it is not on the site and offers Publish and Preview;
 * anything else goes back to the list. The server's field errors show under their fields, any
 * other failure above the form (`formError` status). The form's values kept on the device
 * (`draft`, see FormDraftKeeper) are forgotten once saved.
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
      const saved = (await save(values)) as { id?: number; published?: boolean } | undefined;
      clearFormDraft(draft.form, draft.recordId);
      if (saved?.published === false && typeof saved.id === 'number') {
        toast.success(T.savedDraft);
        void navigate(`${backTo}/${saved.id}`, { replace: true });
        return;
      }
      toast.success(T.saved);
      void navigate(backTo);
    } catch (error) {
      if (!applyServerErrors(error, helpers, fields)) helpers.setStatus(errorMessage(error, T.saveFailed));
    }
  };
}
