// When an order to a PIN code arrives, by the shipping policy (admin-and-account.md, Business
// constants): one pure rule for the product page's "Check delivery" (and checkout, should it show a
// date). Pure data and date arithmetic in IST (relative imports: the server may load it); no
// holidays are known, so none are skipped.
import { PIN_CODE_PATTERN } from '../../shared/config/address';
import { PAYMENT_METHODS } from '../../shared/config/shop';
import { statesOfPin } from '../../shared/contract/fields/pinCircles';

export type DeliveryZone = 'local' | 'north' | 'metro' | 'rest' | 'remote';

/**
 * Standard delivery from our Delhi dispatch, in business days after dispatch, and the area of the
 * policy's table each zone stands for. "Delivery by" promises the upper end of that area's range,
 * except Delhi NCR, the city we dispatch from (the lower end of the metro range).
 */
export const DELIVERY_ZONES: Readonly<Record<DeliveryZone, { businessDays: number; policyArea: string }>> = {
  local: { businessDays: 2, policyArea: 'Metro cities' },
  north: { businessDays: 4, policyArea: 'Tier-2 cities' },
  metro: { businessDays: 4, policyArea: 'Metro cities' },
  rest: { businessDays: 7, policyArea: 'Tier-3 cities' },
  remote: { businessDays: 10, policyArea: 'Remote areas' },
};

/** Delhi and its NCR neighbours: Faridabad (121), Gurugram (122), Noida and Ghaziabad (201). */
const LOCAL_PREFIXES = ['11', '121', '122', '201'];
/** The metros besides Delhi: Mumbai, Pune, Ahmedabad, Hyderabad, Bengaluru, Chennai, Kolkata. */
const METRO_PREFIXES = ['400', '411', '380', '500', '560', '600', '700'];
/** Nearby states, a day or two by road from Delhi. */
const NORTH = ['Haryana', 'Punjab', 'Chandigarh', 'Himachal Pradesh', 'Uttar Pradesh', 'Uttarakhand', 'Rajasthan'];
/** The North-East, Jammu and Kashmir, Ladakh and the islands: the policy's remote areas. */
const REMOTE = [
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
];

/** Orders placed before this hour (IST) on a business day are dispatched that day (the policy's 12 PM). */
export const DISPATCH_CUT_OFF_HOUR_IST = 12;

export function deliveryZone(pin: string, states: readonly string[]): DeliveryZone {
  if (LOCAL_PREFIXES.some((prefix) => pin.startsWith(prefix))) return 'local';
  if (METRO_PREFIXES.some((prefix) => pin.startsWith(prefix))) return 'metro';
  if (states.some((state) => REMOTE.includes(state))) return 'remote';
  if (states.every((state) => NORTH.includes(state))) return 'north';
  return 'rest';
}

export type DeliveryEstimate =
  | { kind: 'invalid' }
  | { kind: 'unserviceable' }
  | {
      kind: 'ok';
      states: readonly string[];
      zone: DeliveryZone;
      /** Calendar days in IST, `YYYY-MM-DD`. */
      dispatchDate: string;
      deliveryDate: string;
      /** Ordered now, it leaves today (before the cut-off on a business day). */
      dispatchedToday: boolean;
      cashOnDelivery: boolean;
    };

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
/** Couriers work Monday to Saturday. */
const isBusinessDay = (dayMs: number) => new Date(dayMs).getUTCDay() !== 0;
const nextBusinessDay = (dayMs: number) => {
  let day = dayMs + DAY_MS;
  while (!isBusinessDay(day)) day += DAY_MS;
  return day;
};
const isoDay = (dayMs: number) => new Date(dayMs).toISOString().slice(0, 10);

/**
 * The estimate for an order placed at `now` to `pin`: invalid (not six digits, or starting 0),
 * unserviceable (no postal circle uses the prefix: checkout cannot take such an address either),
 * or the dispatch and delivery days in IST and whether cash on delivery is offered. Checkout
 * offers cash on delivery to every address it accepts, so the answer is yes wherever we deliver.
 */
export function estimateDelivery(pin: string, now: Date): DeliveryEstimate {
  if (!PIN_CODE_PATTERN.test(pin)) return { kind: 'invalid' };
  const states = statesOfPin(pin);
  if (states.length === 0) return { kind: 'unserviceable' };
  const zone = deliveryZone(pin, states);

  // The IST wall clock as UTC fields: today's date at midnight, and the hour.
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const today = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate());
  const dispatchedToday = isBusinessDay(today) && ist.getUTCHours() < DISPATCH_CUT_OFF_HOUR_IST;
  const dispatch = dispatchedToday ? today : nextBusinessDay(today);
  let delivery = dispatch;
  for (let day = 0; day < DELIVERY_ZONES[zone].businessDays; day += 1) delivery = nextBusinessDay(delivery);

  return {
    kind: 'ok',
    states,
    zone,
    dispatchDate: isoDay(dispatch),
    deliveryDate: isoDay(delivery),
    dispatchedToday,
    cashOnDelivery: (PAYMENT_METHODS as readonly string[]).includes('cod'),
  };
}
