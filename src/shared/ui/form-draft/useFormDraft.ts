import { useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clearFormDraft,
  draftableValues,
  formDraftKey,
  readFormDraft,
  writeFormDraft,
  type FormDraft,
} from '@/shared/lib/formDraftStorage';

export interface FormDraftOptions {
  /** The form's name, unique across the back office (`product`, `event`, ...). */
  form: string;
  /** The record being edited; none (or null) for a new one. */
  recordId?: string | number | null;
}

export interface FormDraftState<V> {
  /** Values kept from an earlier visit, offered until the user restores or discards them. */
  offered: FormDraft<V> | null;
  restore: () => void;
  discard: () => void;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps a formik form's unsaved values on the device while it is changed (so a session that
 * expires mid-edit loses nothing), and offers them back when the form is opened again. Used
 * inside `<Formik>`. A form that is not dirty keeps no draft; the caller clears it after a
 * successful save with `clearFormDraft(form, recordId)`.
 */
export function useFormDraft<V extends object>({ form, recordId }: FormDraftOptions): FormDraftState<V> {
  const { values, dirty, initialValues, setValues } = useFormikContext<V>();
  const key = formDraftKey(form, recordId);
  const [offered, setOffered] = useState<FormDraft<V> | null>(() => {
    const draft = readFormDraft<V>(key);
    return draft && !sameJson(draft.values, draftableValues(initialValues)) ? draft : null;
  });
  // Nothing is written while an earlier draft waits for the user's answer: it would be overwritten.
  const deciding = useRef(offered !== null);
  deciding.current = offered !== null;

  useEffect(() => {
    if (deciding.current) return;
    if (dirty) writeFormDraft(key, values);
    else clearFormDraft(form, recordId);
  }, [values, dirty, key, form, recordId]);

  const restore = useCallback(() => {
    if (!offered) return;
    setOffered(null);
    void setValues({ ...initialValues, ...offered.values } as V, false);
  }, [offered, initialValues, setValues]);

  const discard = useCallback(() => {
    setOffered(null);
    clearFormDraft(form, recordId);
  }, [form, recordId]);

  return { offered, restore, discard };
}
