import { GSTIN_MESSAGES, gstinCheckCharacter, gstinProblem, normaliseGstin, optionalGstin } from './gstin';

describe('GSTIN', () => {
  test('published registrations pass, with their check characters', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAGCB7383J1Z4')).toBeNull();
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  test('one wrong character fails the check; a wrong shape fails the format', () => {
    expect(gstinProblem('27AAPFU0939F1ZX')).toBe('checkDigit');
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe('checkDigit');
    expect(gstinProblem('27AAPFU0939F1YV')).toBe('format');
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('format');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
  });

  test('typed with spaces or in lower case, it is read as the registration', () => {
    expect(gstinProblem(normaliseGstin(' 27aapfu0939f1zv '))).toBeNull();
    expect(normaliseGstin('29 AAGCB 7383 J1Z4')).toBe('29AAGCB7383J1Z4');
  });
});

describe('optionalGstin', () => {
  const schema = optionalGstin();
  it('reads an empty field as none and a spaced, lower-case one as the registration', async () => {
    expect(await schema.validate('')).toBeUndefined();
    expect(await schema.validate(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  });
  it('names what is wrong: the shape, or the check character', async () => {
    await expect(schema.validate('27AAPFU0939F1Z')).rejects.toThrow(GSTIN_MESSAGES.format);
    await expect(schema.validate('27AAPFU0939F1ZW')).rejects.toThrow(GSTIN_MESSAGES.checkDigit);
  });
});
