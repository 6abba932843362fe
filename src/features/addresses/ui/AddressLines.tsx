import type { Address } from '../model/types';

type AddressParts = Pick<Address, 'street' | 'city' | 'state' | 'zipCode' | 'country'>;

/** One line per part of the address: street; city, state and PIN code; country. */
export function formatAddressLines(address: AddressParts): string[] {
  return [address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country];
}

/** An address as a postal block. */
export function AddressLines({ address }: { address: AddressParts }) {
  return (
    <address className="mb-0">
      {formatAddressLines(address).map((line, index) => (
        <span key={index} className="d-block">
          {line}
        </span>
      ))}
    </address>
  );
}
