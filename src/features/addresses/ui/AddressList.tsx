import { ADDRESS_TEXT } from '../model/text';
import type { Address } from '@/shared/contract/address';
import { AddressLines } from './AddressLines';

export interface AddressListProps {
  addresses: Address[];
  /** The address whose action is running (its buttons are disabled). */
  busyId?: number | null;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onSetDefault: (address: Address) => void;
}

/** The saved addresses with the default marked; edit, set as default and delete per address. */
export function AddressList({ addresses, busyId = null, onEdit, onDelete, onSetDefault }: AddressListProps) {
  return (
    <ul className="list-unstyled row g-3 mb-0">
      {addresses.map((address) => {
        const label = `${address.street}, ${address.city}`;
        const busy = busyId === address.id;
        return (
          <li key={address.id} className="col-md-6">
            <div className={`card h-100 ${address.isDefault ? 'border-primary' : ''}`}>
              <div className="card-body">
                {address.isDefault && <span className="badge bg-primary mb-2">{ADDRESS_TEXT.defaultBadge}</span>}
                <AddressLines address={address} />
              </div>
              <div className="card-footer bg-white d-flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  onClick={() => onEdit(address)}
                  disabled={busy}
                  aria-label={`Edit: ${label}`}
                >
                  Edit
                </button>
                {!address.isDefault && (
                  <button
                    type="button"
                    className="btn btn-outline-secondary btn-sm"
                    onClick={() => onSetDefault(address)}
                    disabled={busy}
                    aria-label={`Set as default: ${label}`}
                  >
                    Set as default
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  onClick={() => onDelete(address)}
                  disabled={busy}
                  aria-label={`Delete: ${label}`}
                >
                  Delete
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
