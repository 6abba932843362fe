import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text of up to 100 characters as it is', () => {
    const text = 'a'.repeat(100);
    expect(truncate(text)).toBe(text);
  });

  it('cuts longer text at 100 characters and marks the cut', () => {
    const result = truncate(`${'b'.repeat(100)}tail`);
    expect(result).toBe(`${'b'.repeat(100)}...`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate(`${'c'.repeat(99)} more words`)).toBe(`${'c'.repeat(99)}...`);
  });
});
