import { Link, useLocation } from 'react-router';
import { loginLinkState, selectUser } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureSelector } from '@/shared/model/hooks';

/**
 * The buttons at the end of the header. Each is one list entry, so another one (the shop's bag
 * button) is a one-line addition.
 */
export function HeaderActions({ onNavigate }: { onNavigate: () => void }) {
  const user = useFeatureSelector(selectUser);
  const location = useLocation();
  return (
    <ul className="header-actions list-unstyled d-flex align-items-center gap-2 mb-0 py-2 py-md-0">
      <li>
        <Link
          className="btn btn-outline-primary btn-sm"
          to={user ? ROUTES.userProfile : ROUTES.login}
          // After logging in, the customer comes back to the page they were on.
          state={user ? undefined : loginLinkState(location)}
          onClick={onNavigate}
        >
          {user ? 'My Account' : 'Log in'}
        </Link>
      </li>
      <li>
        <Link className="btn btn-primary btn-sm" to={ROUTES.onlineBooking} onClick={onNavigate}>
          Book Now
        </Link>
      </li>
    </ul>
  );
}
