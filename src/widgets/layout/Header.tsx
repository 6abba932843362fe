import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { BagButton } from '@/features/cart';
import { LazySearchCombobox, SEARCH_TEXT } from '@/features/search';
import { WishlistLink } from '@/features/wishlist';
import { ROUTES } from '@/shared/config/routes';
import { SITE_NAME } from '@/shared/config/site';
import { SearchIcon } from '@/shared/ui/icons';
import { HeaderActions } from './HeaderActions';
import { Logo } from './Logo';
import type { NavLinkItem } from './navLinks';

export const HEADER_TEXT = {
  toggleMenu: 'Toggle navigation',
  search: SEARCH_TEXT.label,
  searchPlaceholder: SEARCH_TEXT.placeholder,
} as const;

/**
 * Logo, a search box toggle (predictive search), the wishlist and the bag, the ten navigation links in the spec's order, the account link and
 * Book Now; below 768 px the links fold into a menu button (spec: Screens and routes). Bootstrap's navbar classes
 * without react-bootstrap's Navbar component keep the first page's script small.
 */
export function Header({ links }: { links: NavLinkItem[] }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  // The search box's code loads on first use; once loaded it stays mounted (hidden when closed).
  const [searchUsed, setSearchUsed] = useState(false);
  const toggler = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement | null>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  // A new page closes the menu (also for back/forward).
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (searchOpen) {
      setSearchUsed(true);
      searchInput.current?.focus();
    }
  }, [searchOpen]);
  // The first opening mounts the box only once its code has arrived: focus it then.
  const searchInputRef = useCallback((input: HTMLInputElement | null) => {
    searchInput.current = input;
    input?.focus();
  }, []);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <nav
        className="navbar navbar-expand-md bg-white border-bottom"
        aria-label="Main"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen) {
            closeMenu();
            toggler.current?.focus();
          }
        }}
      >
        <div className="container-fluid px-lg-3 px-xxl-4">
          <Link
            className="navbar-brand d-flex align-items-center gap-2 fw-bold text-primary"
            to={ROUTES.home}
            onClick={closeMenu}
          >
            <Logo />
            <span>{SITE_NAME}</span>
          </Link>
          <div className="d-flex align-items-center flex-shrink-0 gap-1 order-md-last ms-auto ms-md-2">
            <button
              ref={searchToggle}
              type="button"
              className="btn btn-link header-icon-btn"
              aria-label={HEADER_TEXT.search}
              aria-expanded={searchOpen}
              aria-controls="site-search"
              onClick={() => setSearchOpen((open) => !open)}
            >
              <SearchIcon size={20} />
            </button>
            <WishlistLink className="header-icon-btn" />
            <BagButton className="header-icon-btn" />
            <button
              ref={toggler}
              type="button"
              className="navbar-toggler"
              aria-controls="main-navigation"
              aria-expanded={menuOpen}
              aria-label={HEADER_TEXT.toggleMenu}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="navbar-toggler-icon" />
            </button>
          </div>
          <div id="main-navigation" className={`collapse navbar-collapse${menuOpen ? ' show' : ''}`}>
            <ul className="navbar-nav me-auto flex-wrap">
              {links.map((link) => (
                <li key={link.to} className="nav-item">
                  <NavLink className="nav-link" to={link.to} end={link.to === ROUTES.home} onClick={closeMenu}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <HeaderActions onNavigate={closeMenu} />
          </div>
        </div>
      </nav>
      <div id="site-search" className="header-search border-bottom" hidden={!searchOpen}>
        <div className="container-xl py-2">
          {searchUsed && (
            <LazySearchCombobox
              id="site-search-input"
              inputRef={searchInputRef}
              onNavigated={() => setSearchOpen(false)}
              onDismiss={() => {
                setSearchOpen(false);
                searchToggle.current?.focus();
              }}
            />
          )}
        </div>
      </div>
    </header>
  );
}
