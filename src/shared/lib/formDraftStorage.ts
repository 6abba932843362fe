/**
 * Unsaved form values kept on this device (sessionStorage: this tab, until it is closed), so a
 * form's work survives a session that expires and is re-entered. One item per form and record,
 * apart from the persisted redux state. Passwords and files are never written.
 */
export interface FormDraft<V = Record<string, unknown>> {
  /** When the values were last written (ISO). */
  savedAt: string;
  values: Partial<V>;
}

const PREFIX = 'formDraft:';

export const formDraftKey = (form: string, recordId?: string | number | null) =>
  `${PREFIX}${form}:${recordId ?? 'new'}`;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/** Drops secrets and what cannot be written as JSON (files, blobs). */
function keepable(key: string, value: unknown): unknown {
  if (/password|secret|token/i.test(key)) return undefined;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
  if (Array.isArray(value)) return value.filter((item) => !(typeof Blob !== 'undefined' && item instanceof Blob));
  return value;
}

/** The values as they would be stored: a JSON copy without secrets or files. */
export function draftableValues<V>(values: V): Partial<V> {
  return JSON.parse(JSON.stringify(values, keepable) ?? '{}') as Partial<V>;
}

export function readFormDraft<V>(key: string): FormDraft<V> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as FormDraft<V>;
    return typeof draft?.savedAt === 'string' && draft.values && typeof draft.values === 'object' ? draft : null;
  } catch {
    return null;
  }
}

export function writeFormDraft<V>(key: string, values: V, now = new Date()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now.toISOString(), values: draftableValues(values) }));
  } catch {
    // Storage full or refused (private mode): the form still works, it just cannot be kept.
  }
}

/** Forgets a form's unsaved values: after a successful save, or when the user discards them. */
export function clearFormDraft(form: string, recordId?: string | number | null): void {
  try {
    storage()?.removeItem(formDraftKey(form, recordId));
  } catch {
    // Nothing stored to forget.
  }
}
