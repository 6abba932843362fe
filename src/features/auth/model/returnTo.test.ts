import { returnPath } from './returnPath';
import { loginLinkState } from './returnTo';

const here = (pathname: string, state: unknown = null) => ({ pathname, search: '', hash: '', state });

describe('returnPath', () => {
  it('goes back to the origin with its query and hash', () => {
    expect(returnPath({ from: { pathname: '/user/profile', search: '?tab=orders', hash: '' } }, 'Customer')).toBe(
      '/user/profile?tab=orders',
    );
  });

  it('falls back to the account area of the role', () => {
    expect(returnPath(null, 'Customer')).toBe('/user/profile');
    expect(returnPath(undefined, 'Admin')).toBe('/admin/dashboard');
  });

  it('never leaves the site or returns to an auth screen', () => {
    expect(returnPath({ from: { pathname: '//evil.example/x' } }, 'Customer')).toBe('/user/profile');
    expect(returnPath({ from: { pathname: 'https://evil.example' } }, 'Customer')).toBe('/user/profile');
    expect(returnPath({ from: { pathname: '/login' } }, 'Customer')).toBe('/user/profile');
  });
});

describe('returnPath with ?returnTo=', () => {
  it('prefers the address parameter, which survives a reload of the login page', () => {
    expect(returnPath(null, 'Customer', '?session=expired&returnTo=%2Fuser%2Forders%2FEH-1')).toBe('/user/orders/EH-1');
  });

  it('ignores one that leaves the site', () => {
    expect(returnPath(null, 'Customer', '?returnTo=%2F%2Fevil.example')).toBe('/user/profile');
    expect(returnPath(null, 'Admin', '?returnTo=https%3A%2F%2Fevil.example%2Fadmin')).toBe('/admin/dashboard');
  });
});

describe('loginLinkState', () => {
  it('keeps an origin carried from a protected page', () => {
    const from = { pathname: '/user/profile', search: '', hash: '' };
    expect(loginLinkState(here('/', { from }))).toEqual({ from });
  });

  it('otherwise remembers the current page, except on an auth screen', () => {
    expect(loginLinkState({ pathname: '/products', search: '?q=1', hash: '', state: null })).toEqual({
      from: { pathname: '/products', search: '?q=1', hash: '' },
    });
    expect(loginLinkState(here('/register'))).toEqual({});
  });
});
