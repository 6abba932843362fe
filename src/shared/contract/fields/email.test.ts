import { EMAIL_PATTERN, isMailSafe, isValidEmail } from './email';

/** The spec's shape as first written: correct, but quadratic on long inputs. */
const SPEC_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

describe('EMAIL_PATTERN', () => {
  it('accepts and refuses the usual cases', () => {
    for (const ok of ['a@b.co', 'first.last@mail.example.in', 'x@.b.c', 'ünï@exämple.com', 'a@b..c'])
      expect(isValidEmail(ok)).toBe(true);
    for (const bad of ['', 'a@b', '@b.co', 'a@.co', 'a@b.', 'a b@c.de', 'a@b@c.de', 'a@b .co'])
      expect(isValidEmail(bad)).toBe(false);
  });

  it('accepts exactly the strings the spec shape accepts', () => {
    const alphabet = ['a', '.', '@', ' ', 'é', '\t'];
    // Every string of up to 6 characters over this alphabet (about 56,000 of them).
    let strings = [''];
    const disagreements: string[] = [];
    for (let length = 1; length <= 6; length++) {
      strings = strings.flatMap((prefix) => alphabet.map((char) => prefix + char));
      for (const value of strings) if (EMAIL_PATTERN.test(value) !== SPEC_SHAPE.test(value)) disagreements.push(value);
    }
    expect(disagreements).toEqual([]);
  });

  it('answers at once on a long hostile value', () => {
    const started = Date.now();
    for (const value of [`a@${'a.'.repeat(250_000)}@`, `a@${'.'.repeat(500_000)} x`, `${'a'.repeat(500_000)}@`])
      expect(isValidEmail(value)).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('isMailSafe', () => {
  it('refuses header specials, control and invisible formatting characters, and accepts plain and accented addresses', () => {
    for (const ok of [undefined, 'a@b.co', 'first.last+tag@mail.example.in', 'ünï@exämple.com'])
      expect(isMailSafe(ok)).toBe(true);
    for (const bad of [
      'x<a@b.co>',
      'a@b.co,c@d.co',
      'a;b@c.de',
      '"a"@b.co',
      'nul\u0000x@b.co',
      'ctl\u0001@b.co',
      'nel\u0085@b.co',
      'del\u007f@b.co',
      'bidi\u202e@b.co',
      'zero\u200bwidth@b.co',
    ]) {
      expect([bad, isMailSafe(bad)]).toEqual([bad, false]);
    }
  });
});
