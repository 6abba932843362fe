import { GST_STATE_CODES, taxOfOrder, type LineTax } from '../../../src/content/policies/gst';
import type { IndianState } from '../../../src/content/indianStates';
import type { LineTaxSnapshot } from '../../../src/shared/contract/orderTax';
import type { GstRate } from '../../../src/shared/contract/productTax';
import { placeOrder } from '../../test/orderFixtures';
import type { TestApp } from '../../test/testApp';
import type { InvoiceInput } from './documentContent';

// The billing tests' orders: a real order (the documents' foreign key) and invoice input that
// adds up, its tax worked out by the shop's own rules (src/content/policies/gst.ts).

export interface FixtureLine {
  description: string;
  hsnCode: string;
  gstRate: GstRate;
  quantity: number;
  unitPrice: number;
}

export const TEA: FixtureLine = {
  description: 'Assam tea, 250 g',
  hsnCode: '0902',
  gstRate: 5,
  quantity: 2,
  unitPrice: 349,
};
export const BRASS: FixtureLine = {
  description: 'Brass diya set',
  hsnCode: '7418',
  gstRate: 12,
  quantity: 1,
  unitPrice: 1499.5,
};
export const PLANNING: FixtureLine = {
  description: 'Wedding planning, full service',
  hsnCode: '998596',
  gstRate: 18,
  quantity: 1,
  unitPrice: 250000,
};

/** A registered buyer in Maharashtra (published sample GSTIN, check character right). */
export const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

const rupees = (paise: number) => paise / 100;
const snapshot = (tax: LineTax, hsnCode: string, gstRate: GstRate): LineTaxSnapshot => ({
  hsnCode,
  gstRate,
  taxableValue: rupees(tax.taxablePaise),
  cgst: rupees(tax.cgstPaise),
  sgst: rupees(tax.sgstPaise),
  igst: rupees(tax.igstPaise),
});

export function invoiceInput(
  order: { id: number; orderNumber: string },
  options: {
    lines?: FixtureLine[];
    state?: IndianState;
    gstin?: string | null;
    delivery?: number;
    discount?: number;
  } = {},
): InvoiceInput {
  const lines = options.lines ?? [TEA, BRASS];
  const state = options.state ?? 'Delhi';
  const withinState = state === 'Delhi';
  const tax = taxOfOrder({
    lines: lines.map((line) => ({ amountPaise: Math.round(line.quantity * line.unitPrice * 100), rate: line.gstRate })),
    discountPaise: Math.round((options.discount ?? 0) * 100),
    shippingPaise: Math.round((options.delivery ?? 99) * 100),
    withinState,
  });
  const mainRate = lines.reduce<GstRate>((top, line) => (line.gstRate > top ? line.gstRate : top), 0);
  const mainHsn = lines.find((line) => line.gstRate === mainRate)!.hsnCode;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: '2025-09-01T09:00:00.000Z',
    buyer: {
      name: 'Asha Verma',
      address: '12 Lodhi Road, New Delhi 110003',
      state,
      phone: '+91 98765 43210',
      email: 'asha@example.com',
      gstin: options.gstin ?? null,
    },
    lines: lines.map((line, index) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      tax: snapshot(tax.lines[index], line.hsnCode, line.gstRate),
    })),
    deliveryCharge: rupees(tax.shipping.amountPaise),
    discount: options.discount ?? 0,
    tax: {
      ...snapshot(tax.totals, mainHsn, mainRate),
      supplyType: withinState ? 'intra-state' : 'inter-state',
      placeOfSupply: state,
      placeOfSupplyCode: GST_STATE_CODES[state],
      buyerGstin: options.gstin ?? null,
      shipping: snapshot(tax.shipping, mainHsn, mainRate),
      totalTax: rupees(tax.totals.cgstPaise + tax.totals.sgstPaise + tax.totals.igstPaise),
    },
    totalPaid: rupees(tax.totals.amountPaise),
  };
}

/**
 * A real order to hang documents on: a guest's UPI order, which gets no invoice of its own until
 * it is paid, so the tests issue the documents they describe.
 */
export const anOrder = (t: TestApp) => placeOrder(t, null, { paymentMethod: 'upi' });
