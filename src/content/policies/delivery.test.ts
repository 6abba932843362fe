import { DELIVERY_ZONES, DISPATCH_CUT_OFF_HOUR_IST, estimateDelivery, type DeliveryZone } from './delivery';
import { SHIPPING_FACTS } from './shipping';

/** An instant given as IST wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`);
// Monday 1 September 2025, 9 AM in Delhi.
const MONDAY_MORNING = ist('2025-09-01T09:00:00');

const ok = (pin: string, now = MONDAY_MORNING) => {
  const estimate = estimateDelivery(pin, now);
  if (estimate.kind !== 'ok') throw new Error(`${pin}: ${estimate.kind}`);
  return estimate;
};

describe('the delivery estimate for a PIN code', () => {
  it('refuses what is not a PIN code, and a PIN code no postal circle uses', () => {
    for (const pin of ['12345', '1100011', '012345', 'abcdef', ' 110001'])
      expect([pin, estimateDelivery(pin, MONDAY_MORNING)]).toEqual([pin, { kind: 'invalid' }]);
    for (const pin of ['999999', '290001', '860001'])
      expect([pin, estimateDelivery(pin, MONDAY_MORNING)]).toEqual([pin, { kind: 'unserviceable' }]);
  });

  it('puts a PIN code in its zone from Delhi', () => {
    const zones: Array<[string, DeliveryZone]> = [
      ['110001', 'local'],
      ['122002', 'local'],
      ['201301', 'local'],
      ['400001', 'metro'],
      ['560001', 'metro'],
      ['700001', 'metro'],
      ['302001', 'north'],
      ['226001', 'north'],
      ['160017', 'north'],
      ['248001', 'north'],
      ['682001', 'rest'],
      ['800001', 'rest'],
      ['834001', 'rest'],
      ['403001', 'rest'],
      ['781001', 'remote'],
      ['190001', 'remote'],
      ['194101', 'remote'],
      ['744101', 'remote'],
      ['682555', 'remote'],
      ['737101', 'remote'],
    ];
    for (const [pin, zone] of zones) expect([pin, ok(pin).zone]).toEqual([pin, zone]);
  });

  it('counts business days (Monday to Saturday) from dispatch: today before 12 PM IST, else the next business day', () => {
    expect(ok('110001')).toMatchObject({
      states: ['Delhi'],
      dispatchDate: '2025-09-01',
      dispatchedToday: true,
      deliveryDate: '2025-09-03',
      cashOnDelivery: true,
    });
    expect(ok('400001').deliveryDate).toBe('2025-09-05');
    // Ten business days: Sunday the 7th is not one.
    expect(ok('781001').deliveryDate).toBe('2025-09-12');
    // At noon exactly it is too late for today.
    expect(ok('110001', ist('2025-09-01T12:00:00'))).toMatchObject({
      dispatchedToday: false,
      dispatchDate: '2025-09-02',
      deliveryDate: '2025-09-04',
    });
    // Saturday morning leaves that day; Saturday afternoon and Sunday leave on Monday.
    expect(ok('110001', ist('2025-09-06T10:00:00'))).toMatchObject({
      dispatchDate: '2025-09-06',
      deliveryDate: '2025-09-09',
    });
    expect(ok('110001', ist('2025-09-06T13:00:00'))).toMatchObject({
      dispatchDate: '2025-09-08',
      deliveryDate: '2025-09-10',
    });
    expect(ok('110001', ist('2025-09-07T09:00:00'))).toMatchObject({ dispatchDate: '2025-09-08' });
  });

  it('reads the clock in IST, whatever the time zone of the instant', () => {
    // 20:00 UTC on Monday is 1:30 AM on Tuesday in Delhi: before Tuesday's cut-off.
    expect(ok('110001', new Date('2025-09-01T20:00:00Z'))).toMatchObject({
      dispatchedToday: true,
      dispatchDate: '2025-09-02',
      deliveryDate: '2025-09-04',
    });
  });

  it('stays within the shipping policy: each zone promises a day inside its area range, with the policy cut-off', () => {
    for (const [zone, { businessDays, policyArea }] of Object.entries(DELIVERY_ZONES)) {
      const row = SHIPPING_FACTS.deliveryTimes.find((candidate) => candidate.area === policyArea);
      const [from, to] = (/^(\d+)-(\d+) business days$/.exec(row?.standard ?? '') ?? []).slice(1).map(Number);
      expect([zone, businessDays >= from && businessDays <= to]).toEqual([zone, true]);
    }
    expect(SHIPPING_FACTS.expressCutOff).toBe(`${DISPATCH_CUT_OFF_HOUR_IST} PM`);
  });
});
