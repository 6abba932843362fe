import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useLogoutMutation } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { SITE_NAME } from '@/shared/config/site';
import { PageLoader } from '@/shared/ui/PageLoader';

const SIDEBAR_LINKS = [
  { to: ROUTES.adminDashboard, label: 'Dashboard' },
  { to: ROUTES.adminMaster, label: 'Master Entry' },
  { to: ROUTES.adminProductEntry, label: 'Product Entry' },
];

/** The admin shell: sidebar, header with logout, and the admin page. */
export function AdminLayout() {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const onLogout = async () => {
    await logout();
    navigate(ROUTES.adminLogin, { replace: true });
  };
  return (
    <div className="d-flex min-vh-100">
      <nav aria-label="Admin" className="bg-dark text-white p-3" style={{ width: 220 }}>
        <p className="fw-bold">{SITE_NAME} Admin</p>
        <Nav className="flex-column">
          {SIDEBAR_LINKS.map((link) => (
            <Nav.Link key={link.to} as={NavLink} to={link.to} className="link-light">
              {link.label}
            </Nav.Link>
          ))}
        </Nav>
      </nav>
      <div className="flex-grow-1">
        <header className="d-flex justify-content-end border-bottom p-2">
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onLogout}>
            Logout
          </button>
        </header>
        <main id="main-content">
          <Container fluid className="py-3">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Container>
        </main>
      </div>
    </div>
  );
}
