import { useState } from 'react';
import { errorMessage } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useToast } from '@/shared/ui/toasts';
import { CONTENT_ADMIN_TEXT as T } from '../model/text';

/**
 * Delete with a confirmation dialog: `ask(id, name)` opens it; confirming calls `remove`, then a
 * toast says what happened (the server's message when it refused, e.g. a category in use).
 */
export function useDeleteWithConfirm(remove: (id: number) => Promise<unknown>) {
  const toast = useToast();
  const [target, setTarget] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await remove(target.id);
      toast.success(T.deleted);
    } catch (error) {
      toast.error(errorMessage(error, T.deleteFailed));
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      show={target !== null}
      title={T.deleteTitle}
      confirmLabel={T.delete}
      cancelLabel={T.cancel}
      variant="danger"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    >
      {target ? T.confirmDelete(target.name) : ''}
    </ConfirmDialog>
  );
  return { ask: (id: number, name: string) => setTarget({ id, name }), dialog };
}
