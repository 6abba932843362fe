import Nav from 'react-bootstrap/Nav';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { NavLink } from 'react-router';
import { SITE_NAME } from '@/shared/config/site';
import { useMediaQuery } from '@/shared/lib/useMediaQuery';

export const ADMIN_SIDEBAR_ID = 'admin-sidebar';

/** A group of the sidebar; the app derives them from its route table (app/navigation.ts). */
export interface AdminNavGroup {
  /** Heading of the group; the first group has none. */
  heading?: string;
  links: Array<{ to: string; label: string; end?: boolean }>;
}

/**
 * The admin navigation: a fixed column from 768 px up, a slide-in panel below (react-bootstrap's
 * responsive Offcanvas handles focus and Escape). Following a link closes the panel.
 */
export function AdminSidebar({
  navigation,
  show,
  onHide,
  dark,
}: {
  navigation: AdminNavGroup[];
  show: boolean;
  onHide: () => void;
  dark: boolean;
}) {
  // Below 768 px the panel is a dialog, named by its title; from 768 px up it is a plain column,
  // where a label on its generic element would mean nothing (the aside and the nav name it).
  const panel = useMediaQuery('(max-width: 767.98px)');
  return (
    <aside className="admin-sidebar" aria-label="Admin sidebar">
      {/* Below 768 px the open panel is portalled to <body>, so it carries its theme class itself. */}
      <Offcanvas
        show={show}
        onHide={onHide}
        responsive="md"
        placement="start"
        id={ADMIN_SIDEBAR_ID}
        aria-labelledby={panel ? 'admin-sidebar-title' : undefined}
        className={`admin-sidebar-panel ${dark ? 'admin-sidebar-panel--dark' : 'admin-sidebar-panel--light'}`}
      >
        <Offcanvas.Header closeButton closeLabel="Close menu">
          <Offcanvas.Title id="admin-sidebar-title">{SITE_NAME} Admin</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="flex-column p-0 w-100">
          <p className="admin-sidebar__brand d-none d-md-block">{SITE_NAME} Admin</p>
          <nav aria-label="Admin">
            {navigation.map((group, index) => (
              <div key={group.heading ?? index} className="admin-sidebar__group">
                {group.heading && <p className="admin-sidebar__heading">{group.heading}</p>}
                <Nav as="ul" className="flex-column">
                  {group.links.map((link) => (
                    <Nav.Item as="li" key={link.to}>
                      <Nav.Link
                        as={NavLink}
                        to={link.to}
                        end={link.end}
                        onClick={onHide}
                        className="admin-sidebar__link"
                      >
                        {link.label}
                      </Nav.Link>
                    </Nav.Item>
                  ))}
                </Nav>
              </div>
            ))}
          </nav>
        </Offcanvas.Body>
      </Offcanvas>
    </aside>
  );
}
