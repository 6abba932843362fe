import { loginPath } from './loginRedirect';
import { isSessionExpiredSearch, returnToFromSearch, safeReturnPath } from './returnTo';

describe('safeReturnPath', () => {
  it('keeps a page of this site with its query and hash', () => {
    expect(safeReturnPath('/admin/product-entry')).toBe('/admin/product-entry');
    expect(safeReturnPath('/user/profile?tab=orders#top')).toBe('/user/profile?tab=orders#top');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/admin'],
    ['backslash trick', '/\\evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['javascript', 'javascript:alert(1)'],
    ['relative without slash', 'admin/dashboard'],
    ['control character', '/admin\n//evil.example'],
    ['tab', '/\t/evil.example'],
    ['a login screen', '/admin/login?session=expired'],
    ['the customer login', '/login'],
    ['empty', ''],
    ['not a string', 42],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('never yields an address that leaves the origin', () => {
    for (const value of ['/%2F%2Fevil.example', '/.//evil.example', '/..//evil.example']) {
      const path = safeReturnPath(value);
      expect(path === null || (path.startsWith('/') && !path.startsWith('//'))).toBe(true);
    }
  });
});

describe('loginPath', () => {
  it('sends the back office to its own login, flagged and with the way back', () => {
    expect(loginPath('/admin/product-entry?page=2', true)).toBe(
      '/admin/login?session=expired&returnTo=%2Fadmin%2Fproduct-entry%3Fpage%3D2',
    );
    expect(loginPath('/admin', true)).toBe('/admin/login?session=expired&returnTo=%2Fadmin');
  });

  it('sends customers to /login (an /administrators-like path is not the back office)', () => {
    expect(loginPath('/user/profile?tab=orders', true)).toBe(
      '/login?session=expired&returnTo=%2Fuser%2Fprofile%3Ftab%3Dorders',
    );
    expect(loginPath('/checkout')).toBe('/login?returnTo=%2Fcheckout');
    expect(loginPath('/administrators')).toBe('/login?returnTo=%2Fadministrators');
  });

  it('writes a way back that the login page reads as the same page', () => {
    const path = '/admin/orders/12?tab=returns#refunds';
    expect(returnToFromSearch(loginPath(path, true).split('?')[1] ?? '')).toBe(path);
  });
});

describe('reading a login address', () => {
  it('reads the way back only when it is safe', () => {
    expect(returnToFromSearch('?returnTo=%2Fadmin%2Fevents')).toBe('/admin/events');
    expect(returnToFromSearch('?returnTo=%2F%2Fevil.example')).toBeNull();
    expect(returnToFromSearch('?returnTo=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnToFromSearch('')).toBeNull();
  });

  it('reads the expiry flag', () => {
    expect(isSessionExpiredSearch('?session=expired&returnTo=%2F')).toBe(true);
    expect(isSessionExpiredSearch('?session=other')).toBe(false);
  });
});
