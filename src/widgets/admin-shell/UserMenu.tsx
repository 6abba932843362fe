import Dropdown from 'react-bootstrap/Dropdown';
import { Link, useNavigate } from 'react-router';
import { selectUser, useLogoutMutation } from '@/features/auth';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureSelector } from '@/shared/model/hooks';
import { UserIcon } from './icons';

/** The signed-in admin's menu: profile and logout (which goes to /admin/login, spec: Screens and routes). */
export function UserMenu() {
  const user = useFeatureSelector(selectUser);
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const onLogout = async () => {
    // Navigate in the same tick as the logout, so the admin guard does not redirect first.
    const loggingOut = logout();
    navigate(ROUTES.adminLogin, { replace: true });
    await loggingOut;
  };
  const name = user ? `${user.firstName} ${user.lastName}` : 'Admin';
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="link"
        className="admin-header__icon d-flex align-items-center gap-1 text-decoration-none"
        aria-label={`Account menu for ${name}`}
      >
        <UserIcon />
        <span className="d-none d-lg-inline">{name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>{user?.email}</Dropdown.Header>
        <Dropdown.Item as={Link} to={ROUTES.adminProfile}>
          Profile
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={onLogout}>
          Logout
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
