import { Link } from 'react-router';
import { ORDER_TEXT } from '@/features/orders';
import { ROUTES } from '@/shared/config/routes';
import { TabList } from '@/shared/ui/Tabs';
import { ACCOUNT_TABS, ACCOUNT_TEXT, type AccountTab } from './text';

export interface AccountMenuProps {
  active: AccountTab;
  onSelect: (tab: AccountTab) => void;
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
export function AccountMenu({ active, onSelect, orderCount, onLogout }: AccountMenuProps) {
  return (
    <div className="card mb-4">
      <div className="card-body">
        <TabList
          id="account"
          keys={ACCOUNT_TABS}
          active={active}
          onSelect={onSelect}
          className="nav nav-pills flex-row flex-lg-column gap-1"
          linkClassName="d-flex align-items-center justify-content-between gap-2 w-100"
          aria-label={ACCOUNT_TEXT.menuLabel}
          renderTab={(tab, selected) => (
            <>
              {ACCOUNT_TEXT.tabs[tab]}
              {tab === 'orders' && orderCount !== undefined && (
                <span className={`badge rounded-pill ${selected ? 'bg-light text-dark' : 'bg-primary'}`}>
                  {orderCount}
                </span>
              )}
            </>
          )}
        />
        <hr />
        <button type="button" className="btn btn-outline-danger w-100" onClick={onLogout}>
          {ACCOUNT_TEXT.logout}
        </button>
      </div>
      <div className="card-footer bg-white d-none d-lg-block">
        <AccountLinks />
      </div>
    </div>
  );
}
