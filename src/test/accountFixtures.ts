import type { LoginData } from '@/shared/contract/user';

/** The demo customer and their seeded data, as the API answers them (UI tests of the account area). */
export const demoCustomer = {
  id: 2,
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'customer@example.com',
  phone: '',
  role: 'Customer' as const,
};

export const customerSession: LoginData = { tokens: { accessToken: 'acc', refreshToken: 'ref' }, user: demoCustomer };

export const homeAddress = {
  id: 1,
  recipientName: 'Priya Sharma',
  recipientPhone: '98100 00002',
  street: 'B-42, Green Park Extension',
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110016',
  country: 'India',
  isDefault: true,
};

export const officeAddress = {
  id: 2,
  recipientName: 'Priya Sharma',
  recipientPhone: '98100 00002',
  street: 'Tower B, 7th Floor, DLF Cyber City',
  city: 'Gurugram',
  state: 'Haryana',
  zipCode: '122002',
  country: 'India',
  isDefault: false,
};

const item = (id: number, name: string, quantity = 1, price = 100) => ({
  id,
  name,
  quantity,
  price,
  imageUrl: `/uploads/${id}.webp`,
});

export const sixItemOrder = {
  id: 2,
  orderNumber: 'UE-2025-00117',
  orderDate: '2025-07-02T15:45:00.000Z',
  status: 'Shipped',
  totalAmount: 16697,
  items: [
    item(1, 'Banarasi Silk Dupatta'),
    item(2, 'Welcome Hamper', 2),
    item(3, 'Invitation Cards'),
    item(4, 'Candle Trio', 3),
    item(5, 'Planning Journal'),
    item(6, 'Party Speaker'),
  ],
};

export const oneItemOrder = {
  id: 3,
  orderNumber: 'UE-2025-00142',
  orderDate: '2025-08-20T08:15:00.000Z',
  status: 'Processing',
  totalAmount: 1348,
  items: [item(7, 'Herbal Skincare Gift Box')],
};
