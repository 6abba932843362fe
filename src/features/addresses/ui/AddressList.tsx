import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ADDRESS_TEXT, type Address } from '../model/types';
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
            <Card className={`h-100 ${address.isDefault ? 'border-primary' : ''}`}>
              <Card.Body>
                {address.isDefault && (
                  <Badge bg="primary" className="mb-2">
                    {ADDRESS_TEXT.defaultBadge}
                  </Badge>
                )}
                <AddressLines address={address} />
              </Card.Body>
              <Card.Footer className="bg-white d-flex flex-wrap gap-2">
                <Button size="sm" variant="outline-primary" onClick={() => onEdit(address)} disabled={busy} aria-label={`Edit: ${label}`}>
                  Edit
                </Button>
                {!address.isDefault && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => onSetDefault(address)}
                    disabled={busy}
                    aria-label={`Set as default: ${label}`}
                  >
                    Set as default
                  </Button>
                )}
                <Button size="sm" variant="outline-danger" onClick={() => onDelete(address)} disabled={busy} aria-label={`Delete: ${label}`}>
                  Delete
                </Button>
              </Card.Footer>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
