import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useNavigate } from 'react-router';
import { ROUTES } from '@/shared/config/routes';
import { ChatIcon, MenuIcon, SearchIcon, SettingsIcon } from './icons';
import { LayoutSettingsPanel, type LayoutSettings } from './LayoutSettingsPanel';
import { MessengerModal } from './MessengerModal';
import { NotificationsMenu } from './NotificationsMenu';
import { ADMIN_SIDEBAR_ID } from './AdminSidebar';
import { UserMenu } from './UserMenu';

interface AdminHeaderProps {
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
  settings: LayoutSettings;
  onSettingsChange: (settings: LayoutSettings) => void;
}

/** Search (finds products by name or SKU), notifications, messenger, layout settings and the user menu. */
export function AdminHeader({ sidebarOpen, onOpenSidebar, settings, onSettingsChange }: AdminHeaderProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [panel, setPanel] = useState<'messenger' | 'settings' | null>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `${ROUTES.adminProductEntry}?q=${encodeURIComponent(q)}` : ROUTES.adminProductEntry);
  };

  return (
    <header className={`admin-header ${settings.stickyHeader ? 'sticky-top' : ''}`}>
      <Button
        variant="link"
        className="admin-header__icon d-md-none"
        onClick={onOpenSidebar}
        aria-label="Open menu"
        aria-controls={ADMIN_SIDEBAR_ID}
        aria-expanded={sidebarOpen}
      >
        <MenuIcon />
      </Button>
      <Form role="search" onSubmit={onSearch} className="admin-header__search">
        <Form.Label htmlFor="admin-search" visuallyHidden>
          Search products by name or SKU
        </Form.Label>
        <InputGroup size="sm">
          <Form.Control
            id="admin-search"
            type="search"
            placeholder="Search products"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            maxLength={100}
          />
          <Button type="submit" variant="outline-secondary" aria-label="Search">
            <SearchIcon />
          </Button>
        </InputGroup>
      </Form>
      <div className="ms-auto d-flex align-items-center">
        <NotificationsMenu />
        <Button
          variant="link"
          className="admin-header__icon"
          aria-label="Open messenger"
          onClick={() => setPanel('messenger')}
        >
          <ChatIcon />
        </Button>
        <Button
          variant="link"
          className="admin-header__icon"
          aria-label="Layout settings"
          onClick={() => setPanel('settings')}
        >
          <SettingsIcon />
        </Button>
        <UserMenu />
      </div>
      <MessengerModal show={panel === 'messenger'} onHide={() => setPanel(null)} />
      <LayoutSettingsPanel
        show={panel === 'settings'}
        onHide={() => setPanel(null)}
        settings={settings}
        onChange={onSettingsChange}
      />
    </header>
  );
}
