import { act, fireEvent, screen, within } from '@testing-library/react';
import { HEADER_LINKS } from '@/app/navigation';
import { authActions } from '@/features/auth';
import { renderWithProviders } from '@/test/renderWithProviders';
import { HEADER_TEXT, Header } from './Header';

describe('Header', () => {
  it('has the ten navigation links in the spec order, Log in and Book Now', () => {
    renderWithProviders(<Header links={HEADER_LINKS} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links.filter(([, href]) => href !== '/wishlist').slice(1, 11)).toEqual(
      HEADER_LINKS.map((link) => [link.label, link.to]),
    );
    expect(HEADER_LINKS.map((link) => link.to)).toEqual([
      '/',
      '/online-booking',
      '/blogs',
      '/events',
      '/testimonials',
      '/products',
      '/services',
      '/social-media',
      '/about',
      '/contact-us',
    ]);
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/online-booking');
  });

  it('shows My Account for a logged-in user', () => {
    const { store } = renderWithProviders(<Header links={HEADER_LINKS} />);
    act(() => {
      store.dispatch(
        authActions.loggedIn({
          tokens: { accessToken: 'a', refreshToken: 'r' },
          user: { id: 2, firstName: 'P', lastName: 'S', email: 'p@e.com', phone: '', role: 'Customer' },
        }),
      );
    });
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/user/profile');
  });

  it('toggles the search box and focuses it (its code loads on first use)', async () => {
    renderWithProviders(<Header links={HEADER_LINKS} />);
    const toggle = screen.getByRole('button', { name: HEADER_TEXT.search });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('combobox', { name: HEADER_TEXT.search })).toHaveFocus();
    fireEvent.click(toggle);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByRole('combobox', { name: HEADER_TEXT.search })).toHaveFocus();
  });

  it('opens and closes the collapsible menu; Escape and a link click close it', () => {
    renderWithProviders(<Header links={HEADER_LINKS} />);
    const toggler = screen.getByRole('button', { name: HEADER_TEXT.toggleMenu });
    const menu = document.getElementById('main-navigation')!;
    expect(menu).not.toHaveClass('show');
    fireEvent.click(toggler);
    expect(toggler).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('show');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(menu).not.toHaveClass('show');
    expect(toggler).toHaveFocus();
    fireEvent.click(toggler);
    fireEvent.click(within(menu).getByRole('link', { name: 'Events' }));
    expect(menu).not.toHaveClass('show');
  });
});
