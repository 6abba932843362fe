import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router';
import { HEADER_LINKS } from '@/content/navigation';
import { loginLinkState, selectUser } from '@/features/auth';
import { BagButton } from '@/features/cart';
import { ROUTES } from '@/shared/config/routes';
import { SITE_NAME } from '@/shared/config/site';

/** Logo, the ten navigation links, Book Now; a collapsible menu below 768 px (spec §2). */
export function Header() {
  const user = useSelector(selectUser);
  const location = useLocation();
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  return (
    <header>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Navbar expand="md" bg="white" className="border-bottom" expanded={expanded} onToggle={setExpanded}>
        <Container fluid="xl">
          <Navbar.Brand as={Link} to={ROUTES.home} onClick={close} className="fw-bold text-primary">
            {SITE_NAME}
          </Navbar.Brand>
          <BagButton className="ms-auto me-2 order-md-last ms-md-2 me-md-0" />
          <Navbar.Toggle aria-controls="main-navigation" aria-label="Toggle navigation" />
          <Navbar.Collapse id="main-navigation">
            <Nav as="nav" aria-label="Main" className="me-auto flex-wrap">
              {HEADER_LINKS.map((link) => (
                <Nav.Link key={link.to} as={NavLink} to={link.to} end={link.to === ROUTES.home} onClick={close}>
                  {link.label}
                </Nav.Link>
              ))}
            </Nav>
            <div className="d-flex align-items-center gap-2 py-2 py-md-0">
              <Link
                className="btn btn-outline-primary btn-sm"
                to={user ? ROUTES.userProfile : ROUTES.login}
                state={user ? undefined : loginLinkState(location)}
                onClick={close}
              >
                {user ? 'My Account' : 'Log in'}
              </Link>
              <Link className="btn btn-primary btn-sm" to={ROUTES.onlineBooking} onClick={close}>
                Book Now
              </Link>
            </div>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
