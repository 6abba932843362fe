import type { Address } from '@/shared/contract/address';

type AddressParts = Pick<Address, 'street' | 'city' | 'state' | 'zipCode' | 'country'> &
  Partial<Pick<Address, 'recipientName' | 'recipientPhone'>>;

/** One line per part of the address: recipient (when known); street; city, state and PIN code; country. */
export function formatAddressLines(address: AddressParts): string[] {
  const recipient = [address.recipientName, address.recipientPhone].filter(Boolean).join(', ');
  return [
    ...(recipient ? [recipient] : []),
    address.street,
    `${address.city}, ${address.state} ${address.zipCode}`,
    address.country,
  ];
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
