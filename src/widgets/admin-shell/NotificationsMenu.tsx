import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import { ADMIN_DEMO } from '@/content/adminDemo';
import { DemoBadge } from './DemoBadge';
import { BellIcon } from './icons';

/** The header's notifications (template demonstration data, spec: Screens and routes). */
export function NotificationsMenu() {
  const items = ADMIN_DEMO.notifications;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="admin-header__icon position-relative"
        aria-label={`Notifications, ${items.length} new`}
      >
        <BellIcon />
        <Badge pill bg="danger" className="admin-header__count" aria-hidden="true">
          {items.length}
        </Badge>
      </Dropdown.Toggle>
      <Dropdown.Menu className="admin-header__menu">
        <Dropdown.Header>
          Notifications <DemoBadge />
        </Dropdown.Header>
        {items.map((item) => (
          <Dropdown.ItemText key={item.id} className="border-top small">
            <strong className="d-block">{item.title}</strong>
            <span className="d-block">{item.detail}</span>
            <span className="text-body-secondary">{item.time}</span>
          </Dropdown.ItemText>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
