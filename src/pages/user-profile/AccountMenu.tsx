import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import { Link } from 'react-router';
import { ORDER_TEXT } from '@/features/orders';
import { ROUTES } from '@/shared/config/routes';
import { ACCOUNT_TABS, ACCOUNT_TEXT, type AccountTab } from './accountText';

export interface AccountMenuProps {
  active: AccountTab;
  /** Shown as the Orders badge once known. */
  orderCount?: number;
  onLogout: () => void;
}

/** Start Shopping and the policy links. */
export function AccountLinks({ className = '' }: { className?: string }) {
  return (
    <div className={className}>
      <Link className="btn btn-primary w-100 mb-3" to={ROUTES.products}>
        {ORDER_TEXT.startShopping}
      </Link>
      <nav aria-label="Policies" className="d-flex flex-column gap-1 small">
        <Link to={ROUTES.terms}>{ACCOUNT_TEXT.terms}</Link>
        <Link to={ROUTES.privacy}>{ACCOUNT_TEXT.privacy}</Link>
      </nav>
    </div>
  );
}

/**
 * The side menu: Profile, Orders (count badge), Addresses as tabs, then Logout; on wide screens
 * also the shop and policy links (narrow screens show them after the tab's content).
 */
export function AccountMenu({ active, orderCount, onLogout }: AccountMenuProps) {
  return (
    <Card className="mb-4">
      <Card.Body>
        <Nav variant="pills" className="flex-row flex-lg-column gap-1" aria-label={ACCOUNT_TEXT.menuLabel}>
          {ACCOUNT_TABS.map((tab) => (
            <Nav.Item key={tab}>
              <Nav.Link eventKey={tab} className="d-flex align-items-center justify-content-between gap-2">
                {ACCOUNT_TEXT.tabs[tab]}
                {tab === 'orders' && orderCount !== undefined && (
                  <Badge pill bg={active === 'orders' ? 'light' : 'primary'} text={active === 'orders' ? 'dark' : undefined}>
                    {orderCount}
                  </Badge>
                )}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <hr />
        <Button variant="outline-danger" className="w-100" onClick={onLogout}>
          {ACCOUNT_TEXT.logout}
        </Button>
      </Card.Body>
      <Card.Footer className="bg-white d-none d-lg-block">
        <AccountLinks />
      </Card.Footer>
    </Card>
  );
}
