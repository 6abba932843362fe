import type { Address } from '@/shared/api';

export type { Address };

export type AddressInput = Omit<Address, 'id'>;
