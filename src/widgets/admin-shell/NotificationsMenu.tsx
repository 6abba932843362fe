import { useEffect, useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import {
  NOTIFICATIONS_TEXT,
  useAdminNotifications,
  useMarkAdminNotificationReadMutation,
  useMarkAllAdminNotificationsReadMutation,
} from '@/features/admin-notifications';
import { formatIstDateTime } from '@/shared/lib/formatIstDateTime';
import { BellIcon } from './icons';

/**
 * The header's notifications (`/api/admin/notifications`): the signed-in staff member's, unread
 * ones marked, each a link to its record that marks it read; "Mark all read"; a live region that
 * says so when the unread count grows (the list is polled).
 */
export function NotificationsMenu() {
  const { data, error } = useAdminNotifications();
  const [markRead] = useMarkAdminNotificationReadMutation();
  const [markAllRead, markingAll] = useMarkAllAdminNotificationsReadMutation();
  const items = data?.items ?? [];
  const unread = data?.unread ?? 0;
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (data === undefined) return;
    // The first count is what the page opened with; only growth since is news.
    if (seen.current !== null && unread > seen.current) setAnnouncement(NOTIFICATIONS_TEXT.announce(unread));
    seen.current = unread;
  }, [data, unread]);
  const storedUnread = items.some((item) => !item.read && item.storedId !== null);

  return (
    <>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
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
          <div className="d-flex align-items-center justify-content-between pe-2">
            {/* A real heading: Dropdown.Header's role="heading" has no level (axe: aria-required-attr). */}
            <h2 className="dropdown-header h6 mb-0">{NOTIFICATIONS_TEXT.heading}</h2>
            {storedUnread && (
              <Button
                variant="link"
                size="sm"
                className="p-0"
                disabled={markingAll.isLoading}
                onClick={() => void markAllRead()}
              >
                {NOTIFICATIONS_TEXT.markAllRead}
              </Button>
            )}
          </div>
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
            <Dropdown.Item
              key={item.id}
              as={Link}
              to={item.href}
              className={`border-top small text-wrap admin-notification${item.read ? '' : ' admin-notification--unread'}`}
              onClick={() => {
                if (!item.read && item.storedId !== null) void markRead(item.storedId);
              }}
            >
              {!item.read && <span className="visually-hidden">{NOTIFICATIONS_TEXT.unread}: </span>}
              <strong className={`d-block${item.read ? ' fw-normal' : ''}`}>{item.title}</strong>
              <span className="d-block">{item.body}</span>
              <span className="text-body-secondary">{formatIstDateTime(item.createdAt)}</span>
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
    </>
  );
}
