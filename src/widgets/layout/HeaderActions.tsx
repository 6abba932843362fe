import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectUser } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';

/**
 * The buttons at the end of the header. Each is one list entry, so another one (the shop's bag
 * button) is a one-line addition.
 */
export function HeaderActions({ onNavigate }: { onNavigate: () => void }) {
  const user = useSelector(selectUser);
  return (
    <ul className="header-actions list-unstyled d-flex align-items-center gap-2 mb-0 py-2 py-md-0">
      <li>
        <Link className="btn btn-outline-primary btn-sm" to={user ? ROUTES.userProfile : ROUTES.login} onClick={onNavigate}>
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
