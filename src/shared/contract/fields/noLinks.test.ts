import * as yup from 'yup';
import { containsLink, NO_LINKS_MESSAGE, noLinks } from './noLinks';
import { createAddressSchema } from '../address';
import { registerSchema } from '../user';

describe('containsLink', () => {
  test.each([
    'https://evil.example/login',
    'http://evil.example',
    'Your account is locked, verify at https://evil.example/login',
    'HTTPS://EVIL.EXAMPLE',
    'ftp://files.example.net',
    'www.evil-site.com',
    'visit WWW.example',
    'evil.example/login',
    'bit.ly/x',
    'bit.ly/3xYzAb',
    'claim at prize.win today',
    'Flat 4, see evil.com',
    'mail me: someone@evil.co.in',
    'sub.domain.example.org',
    'evil.zone/claim',
    'evil\uff0eexample/login',
    'evil.exa\u200bmple',
  ])('refuses %s', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  test.each([
    'Flat 4.2, Sector 5',
    'A-12/3, Vasant Kunj',
    "St. John's Rd.",
    'H.No. 12, Gali No. 4, Karol Bagh',
    'Plot No.7, Sec-5, Dwarka',
    'S.B.I. Colony, Near M.G. Road',
    'Dr. Mukherjee Nagar',
    'C/O Ramesh Kumar, Opp. Metro Stn.',
    'B-42, 1st Floor, Opp.Co-op Bank',
    'Qtr. No. 5/B, Railway Colony',
    'Sharma & Co.',
    'K.R. Puram, Bengaluru',
    'Dr. A.K. Sharma',
    "Priya D'Souza",
    'WINNER! Claim your prize, call 98xxxx',
    'New Delhi',
  ])('accepts %s', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});

describe('noLinks on the shared schemas', () => {
  const address = createAddressSchema({ states: ['Delhi'], countries: ['India'] });
  const valid = {
    recipientName: 'Asha Verma',
    recipientPhone: '9876543210',
    street: 'A-12/3, Vasant Kunj',
    city: 'New Delhi',
    state: 'Delhi',
    zipCode: '110070',
    country: 'India',
  };

  it('names the field and says why', async () => {
    await expect(noLinks(yup.string()).validate('www.evil.example')).rejects.toThrow(NO_LINKS_MESSAGE);
    const errors = await address
      .validate({ ...valid, street: 'Verify at https://evil.example/login', city: 'bit.ly/x' }, { abortEarly: false })
      .catch((e: yup.ValidationError) => e.inner.map((inner) => [inner.path, inner.message]));
    expect(errors).toEqual([
      ['street', NO_LINKS_MESSAGE],
      ['city', NO_LINKS_MESSAGE],
    ]);
  });

  it('keeps a real address and a real name', async () => {
    await expect(address.validate({ ...valid, street: "Flat 4.2, St. John's Rd., Sector 5" })).resolves.toBeTruthy();
    await expect(registerSchema.validateAt('firstName', { firstName: 'K.R. Anand' })).resolves.toBe('K.R. Anand');
    await expect(registerSchema.validateAt('firstName', { firstName: 'https://evil.example/win' })).rejects.toThrow(
      NO_LINKS_MESSAGE,
    );
  });
});
