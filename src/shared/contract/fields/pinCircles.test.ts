import { INDIAN_STATES_AND_UNION_TERRITORIES } from '@/content/indianStates';
import { PIN_CIRCLES, statesOfPin } from './pinCircles';
import { PIN_PREFIXES_BY_STATE, pinMatchesState } from './pinPrefixes';

describe('the state of a PIN code', () => {
  it('is found by the longest prefix, two states where a circle serves both, none for an unused prefix', () => {
    const cases: Array<[string, string[]]> = [
      ['110001', ['Delhi']],
      ['122002', ['Haryana']],
      ['400001', ['Maharashtra']],
      ['403001', ['Goa']],
      ['682001', ['Kerala']],
      ['682555', ['Lakshadweep']],
      ['160017', ['Chandigarh', 'Punjab']],
      ['141001', ['Punjab']],
      ['190001', ['Jammu and Kashmir']],
      ['194101', ['Ladakh']],
      ['248001', ['Uttarakhand']],
      ['226001', ['Uttar Pradesh']],
      ['500001', ['Telangana']],
      ['560001', ['Karnataka']],
      ['734001', ['West Bengal']],
      ['737101', ['Sikkim']],
      ['744101', ['Andaman and Nicobar Islands']],
      ['781001', ['Assam']],
      ['795001', ['Manipur']],
      ['834001', ['Bihar', 'Jharkhand']],
      ['999999', []],
      ['290001', []],
      ['350001', []],
    ];
    for (const [pin, states] of cases) expect([pin, statesOfPin(pin)]).toEqual([pin, states]);
  });

  it('names only states the address form accepts for that PIN code, and every state and territory has one', () => {
    for (const [prefix, states] of Object.entries(PIN_CIRCLES)) {
      const pin = prefix.padEnd(6, '1');
      for (const state of states) {
        expect([pin, state, Object.hasOwn(PIN_PREFIXES_BY_STATE, state)]).toEqual([pin, state, true]);
        expect([pin, state, pinMatchesState(pin, state)]).toEqual([pin, state, true]);
      }
    }
    const named = new Set(Object.values(PIN_CIRCLES).flat());
    expect([...INDIAN_STATES_AND_UNION_TERRITORIES].filter((state) => !named.has(state))).toEqual([]);
  });
});
