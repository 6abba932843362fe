import { useRef, useState } from 'react';
import { errorMessage } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useToast } from '@/shared/ui/toasts';
import { ADDRESS_LIMITS, ADDRESS_MESSAGES } from '@/shared/config/address';
import { useDeleteAddressMutation, useGetMyAddressesQuery, useUpdateAddressMutation } from '../api/addressesApi';
import { ADDRESS_TEXT } from '../model/text';
import type { Address } from '@/shared/contract/address';
import { AddressLines } from './AddressLines';
import { AddressList } from './AddressList';
import { LazyAddressForm } from './LazyAddressForm';

/** The form is closed, adding, or editing the address whose id it holds (spec admin document, States and transitions). */
type FormMode = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; id: number };

/**
 * The account page's Addresses tab: list, add and edit form, delete with confirmation. Every save
 * or delete invalidates the list's cache tag, so RTK Query fetches it again; errors go to a banner.
 */
export function AddressBook() {
  const { data: addresses = [], isLoading, error: fetchError, refetch } = useGetMyAddressesQuery();
  const [updateAddress] = useUpdateAddressMutation();
  const [deleteAddress, { isLoading: deleting }] = useDeleteAddressMutation();
  const toast = useToast();
  const [form, setForm] = useState<FormMode>({ mode: 'closed' });
  const [banner, setBanner] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  // A deleted address takes its Delete button along: focus then goes to the section heading.
  const [deletedId, setDeletedId] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const editing = form.mode === 'edit' ? addresses.find((address) => address.id === form.id) : undefined;
  const formOpen = form.mode === 'add' || editing !== undefined;
  const full = addresses.length >= ADDRESS_LIMITS.maxPerUser;

  const closeForm = () => {
    setForm({ mode: 'closed' });
    // Back to where the keyboard user started.
    setTimeout(() => addButton.current?.focus(), 0);
  };

  const setDefault = async (address: Address) => {
    setBanner(null);
    setBusyId(address.id);
    try {
      await updateAddress({ ...address, isDefault: true }).unwrap();
      toast.success(ADDRESS_TEXT.defaultSet);
    } catch (error) {
      setBanner(errorMessage(error, ADDRESS_TEXT.saveFailed));
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBanner(null);
    try {
      await deleteAddress(toDelete.id).unwrap();
      setDeletedId(toDelete.id);
      toast.success(ADDRESS_TEXT.deleted);
      if (form.mode === 'edit' && form.id === toDelete.id) setForm({ mode: 'closed' });
    } catch (error) {
      setBanner(errorMessage(error, ADDRESS_TEXT.deleteFailed));
    } finally {
      setToDelete(null);
    }
  };

  if (isLoading) return <PageLoader />;

  return (
    <section aria-labelledby="addresses-heading">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="addresses-heading" className="h4 mb-0" ref={heading} tabIndex={-1}>
          Saved addresses
        </h2>
        {!fetchError && (
          <button
            type="button"
            className="btn btn-primary"
            ref={addButton}
            onClick={() => {
              setBanner(null);
              setForm({ mode: 'add' });
            }}
            disabled={full || form.mode === 'add'}
          >
            Add new address
          </button>
        )}
      </div>

      {fetchError && (
        <ErrorBanner message={errorMessage(fetchError, ADDRESS_TEXT.fetchFailed)} onRetry={() => void refetch()} />
      )}
      {banner && <ErrorBanner message={banner} onDismiss={() => setBanner(null)} />}
      {full && <p className="text-body-secondary">{ADDRESS_MESSAGES.tooMany}</p>}

      {formOpen && (
        <div className="card mb-4">
          <div className="card-body">
            <h3 className="h5 mb-3">{editing ? 'Edit address' : 'Add a new address'}</h3>
            <LazyAddressForm
              key={editing?.id ?? 'new'}
              address={editing}
              onCancel={closeForm}
              onError={setBanner}
              onSaved={(_saved, mode) => {
                setBanner(null);
                toast.success(mode === 'edit' ? ADDRESS_TEXT.updated : ADDRESS_TEXT.added);
                closeForm();
              }}
            />
          </div>
        </div>
      )}

      {!fetchError && addresses.length === 0 && !formOpen && <p>{ADDRESS_TEXT.empty}</p>}
      <AddressList
        addresses={addresses}
        busyId={busyId}
        onEdit={(address) => {
          setBanner(null);
          setForm({ mode: 'edit', id: address.id });
        }}
        onSetDefault={(address) => void setDefault(address)}
        onDelete={(address) => {
          setDeletedId(null);
          setToDelete(address);
        }}
      />

      <ConfirmDialog
        show={toDelete !== null}
        title={ADDRESS_TEXT.deleteTitle}
        confirmLabel="Delete"
        busy={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
        restoreFocus={deletedId === null}
        onExited={() => {
          if (deletedId !== null) heading.current?.focus();
        }}
      >
        {toDelete && <AddressLines address={toDelete} />}
      </ConfirmDialog>
    </section>
  );
}
