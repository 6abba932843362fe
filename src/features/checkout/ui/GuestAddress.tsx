import type { Ref } from 'react';
import { AddressLines, LazyAddressForm, type AddressFormHandle } from '@/features/addresses';
import type { AddressInput } from '@/shared/contract/address';
import { CHECKOUT_TEXT } from '../model/text';

export interface GuestAddressProps {
  value: AddressInput | null;
  editing: boolean;
  onUse(address: AddressInput): void;
  onEdit(): void;
  error?: string;
  /** Checkout's hold on the form, so Place order takes the address typed in it. */
  formHandle: Ref<AddressFormHandle>;
}

/** A guest's delivery address: the address form (checked like the address book's), not saved anywhere. */
export function GuestAddress({ value, editing, onUse, onEdit, error, formHandle }: GuestAddressProps) {
  return (
    <section aria-labelledby="checkout-address" className="mb-4">
      <h2 id="checkout-address" className="h4" tabIndex={-1}>
        {CHECKOUT_TEXT.address.heading}
      </h2>
      {value && !editing ? (
        <div className="border rounded-3 p-3 d-flex justify-content-between align-items-start gap-2">
          <div>
            <p className="small text-body-secondary mb-1">{CHECKOUT_TEXT.guest.addressSaved}</p>
            <AddressLines address={value} />
          </div>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={onEdit}>
            {CHECKOUT_TEXT.guest.changeAddress}
          </button>
        </div>
      ) : (
        <div className="border rounded-3 p-3">
          {/* Shown with the page at first (no focus taken); after Change address it takes focus. */}
          <LazyAddressForm
            onUse={onUse}
            handle={formHandle}
            initial={value ?? undefined}
            focusOnMount={value !== null}
            useLabel={CHECKOUT_TEXT.guest.useAddress}
            onSaved={() => undefined}
            onCancel={onEdit}
            onError={() => undefined}
          />
        </div>
      )}
      {error && (
        <p id="checkout-address-error" className="text-danger fw-semibold" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
