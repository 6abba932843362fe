import Badge from 'react-bootstrap/Badge';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import { NOTIFICATIONS_TEXT, useAdminNotifications } from '@/features/admin-notifications';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { BellIcon } from './icons';

/** The header's notifications: what asks for the staff's action (`GET /api/admin/notifications`), each a link. */
export function NotificationsMenu() {
  const { data, error } = useAdminNotifications();
  const items = data?.items ?? [];
  const unread = data?.unread ?? 0;
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="admin-header__icon position-relative"
        aria-label={NOTIFICATIONS_TEXT.toggle(unread)}
      >
        <BellIcon />
        {unread > 0 && (
          <Badge pill bg="danger" className="admin-header__count" aria-hidden="true">
            {unread}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="admin-header__menu">
        <Dropdown.Header>{NOTIFICATIONS_TEXT.heading}</Dropdown.Header>
        {error && (
          <Dropdown.ItemText className="border-top small text-danger">
            {NOTIFICATIONS_TEXT.loadFailed}
          </Dropdown.ItemText>
        )}
        {!error && items.length === 0 && (
          <Dropdown.ItemText className="border-top small text-body-secondary">
            {NOTIFICATIONS_TEXT.empty}
          </Dropdown.ItemText>
        )}
        {items.map((item) => (
          <Dropdown.Item key={item.id} as={Link} to={item.href} className="border-top small text-wrap">
            <strong className="d-block">{item.title}</strong>
            <span className="d-block">{item.body}</span>
            <span className="text-body-secondary">{formatIstDateTime(item.createdAt)}</span>
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
