import { useEffect, useState, type Ref } from 'react';
import {
  AddressLines,
  LazyAddressForm,
  ADDRESS_TEXT,
  useGetMyAddressesQuery,
  type AddressFormHandle,
} from '@/features/addresses';
import { CHECKOUT_TEXT } from '../model/text';
import { errorMessage } from '@/shared/api';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageLoader } from '@/shared/ui/PageLoader';
import { useToast } from '@/shared/ui/toasts';

export interface AddressSectionProps {
  selectedId: number | null;
  onSelect(id: number | null): void;
  /** Set when Place order was pressed without an address. */
  error?: string;
  /** Checkout's hold on the new-address form, so Place order saves and takes an address typed in it. */
  formHandle: Ref<AddressFormHandle>;
}

/**
 * The delivery address: one of the saved addresses (the addresses API; the default one first), or
 * a new one added to the address book with the account page's own form, then chosen.
 */
export function AddressSection({ selectedId, onSelect, error, formHandle }: AddressSectionProps) {
  const toast = useToast();
  const { data: saved = [], isLoading, error: loadError, refetch } = useGetMyAddressesQuery();
  const [adding, setAdding] = useState(false);
  // An address saved before recipients were required, opened for editing.
  const [editing, setEditing] = useState<number | null>(null);
  const edited = saved.find((address) => address.id === editing);
  const [formError, setFormError] = useState<string>();

  // The default address (or the first) is chosen once the list is there.
  useEffect(() => {
    if (selectedId !== null) return;
    const preferred = saved.find((address) => address.isDefault) ?? saved[0];
    if (preferred) onSelect(preferred.id);
  }, [saved, selectedId, onSelect]);

  const showForm = adding || (!isLoading && !loadError && saved.length === 0);
  return (
    <section aria-labelledby="checkout-address" className="mb-4">
      <h2 id="checkout-address" className="h4" tabIndex={-1}>
        {CHECKOUT_TEXT.address.heading}
      </h2>
      {isLoading && <PageLoader />}
      {loadError && (
        <ErrorBanner message={errorMessage(loadError, ADDRESS_TEXT.fetchFailed)} onRetry={() => void refetch()} />
      )}
      {saved.length > 0 && (
        <fieldset aria-describedby={error ? 'checkout-address-error' : undefined}>
          <legend className="visually-hidden">{CHECKOUT_TEXT.address.choose}</legend>
          {saved.map((address) => (
            <div key={address.id} className="form-check mb-2 checkout-address">
              <input
                type="radio"
                id={`address-${address.id}`}
                className="form-check-input"
                name="address"
                checked={selectedId === address.id}
                onChange={() => onSelect(address.id)}
              />
              <label className="form-check-label w-100" htmlFor={`address-${address.id}`}>
                <AddressLines address={address} />
                {address.isDefault && <span className="badge text-bg-secondary">{CHECKOUT_TEXT.address.default}</span>}
              </label>
              {!address.recipientName && (
                <button type="button" className="btn btn-link btn-sm p-0" onClick={() => setEditing(address.id)}>
                  {CHECKOUT_TEXT.address.addRecipient}
                </button>
              )}
            </div>
          ))}
        </fieldset>
      )}
      {error && (
        <p id="checkout-address-error" className="text-danger fw-semibold" role="alert">
          {error}
        </p>
      )}
      {formError && <ErrorBanner message={formError} onDismiss={() => setFormError(undefined)} />}
      {edited && (
        <div className="border rounded-3 p-3 mb-3">
          <LazyAddressForm
            key={edited.id}
            address={edited}
            onSaved={(address) => {
              toast.success(ADDRESS_TEXT.updated);
              setEditing(null);
              onSelect(address.id);
            }}
            onCancel={() => setEditing(null)}
            onError={setFormError}
          />
        </div>
      )}
      {showForm ? (
        <div className="border rounded-3 p-3">
          <h3 className="h6">{CHECKOUT_TEXT.address.addNew}</h3>
          <LazyAddressForm
            focusOnMount={adding}
            handle={formHandle}
            onSaved={(address) => {
              toast.success(ADDRESS_TEXT.added);
              setAdding(false);
              onSelect(address.id);
            }}
            onCancel={() => setAdding(false)}
            onError={setFormError}
          />
        </div>
      ) : (
        !isLoading && (
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => setAdding(true)}>
            {CHECKOUT_TEXT.address.addNew}
          </button>
        )
      )}
    </section>
  );
}
