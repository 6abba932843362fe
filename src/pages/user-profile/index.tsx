import { Link, useNavigate, useSearchParams } from 'react-router';
import * as PAGE_META from '@/content/pageMeta';
import { AddressBook } from '@/features/addresses';
import { AUTH_TEXT, ProfileDetails, selectUser, useGetProfileQuery, useLogoutMutation } from '@/features/auth';
import { OrderList, useGetMyOrdersQuery } from '@/features/orders';
import { screenErrorMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config/routes';
import { useFeatureSelector } from '@/shared/model/hooks';
import { ContentPage } from '@/shared/ui/ContentPage';
import { ErrorBanner } from '@/shared/ui/ErrorBanner';
import { PageMeta } from '@/shared/ui/PageMeta';
import { TabPanel } from '@/shared/ui/Tabs';
import { useToast } from '@/shared/ui/toasts';
import { AccountLinks, AccountMenu } from './AccountMenu';
import { ACCOUNT_TEXT, toAccountTab, type AccountTab } from './text';

/** Only renders with a logged-in user (the route's guard redirects everyone else). */
function LoginRequired() {
  return (
    <ContentPage meta={PAGE_META.userProfile} heading={AUTH_TEXT.loginRequired} lead={AUTH_TEXT.loginRequiredDetail}>
      <Link className="btn btn-primary" to={ROUTES.login} state={{ from: { pathname: ROUTES.userProfile } }}>
        Log in
      </Link>
    </ContentPage>
  );
}

/** The customer account page: profile, orders and saved addresses (spec admin document, Screens and routes and, States and transitions). */
export default function UserProfilePage() {
  const user = useFeatureSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const tab = toAccountTab(params.get('tab'));
  const { data: profile, error: profileError } = useGetProfileQuery(undefined, { skip: !user });
  const { data: orders } = useGetMyOrdersQuery(undefined, { skip: !user });
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const toast = useToast();

  if (!user) return <LoginRequired />;

  const selectTab = (next: AccountTab) => {
    setParams(next === 'profile' ? {} : { tab: next }, { replace: true });
  };
  const onLogout = () => {
    navigate(ROUTES.home, { replace: true });
    void logout();
    toast.info(AUTH_TEXT.loggedOut);
  };

  return (
    <>
      <PageMeta {...PAGE_META.userProfile} />
      <section className="container py-4 py-md-5">
        <h1 className="mb-1">{PAGE_META.userProfile.title}</h1>
        <p className="lead mb-4">{ACCOUNT_TEXT.welcome(user.firstName)}</p>
        <div className="row">
          <div className="col-lg-3">
            <AccountMenu active={tab} onSelect={selectTab} orderCount={orders?.length} onLogout={onLogout} />
          </div>
          <div className="col-lg-9">
            <div className="tab-content">
              <TabPanel id="account" tabKey={'profile' satisfies AccountTab} active={tab === 'profile'}>
                <h2 className="h4 mb-3">{ACCOUNT_TEXT.tabs.profile}</h2>
                {profileError && (
                  <ErrorBanner message={screenErrorMessage(profileError, ACCOUNT_TEXT.fetchDataFailed)} />
                )}
                <ProfileDetails user={profile ?? user} />
              </TabPanel>
              <TabPanel id="account" tabKey={'orders' satisfies AccountTab} active={tab === 'orders'}>
                <OrderList />
              </TabPanel>
              <TabPanel id="account" tabKey={'addresses' satisfies AccountTab} active={tab === 'addresses'}>
                <AddressBook />
              </TabPanel>
            </div>
            <AccountLinks className="d-lg-none mt-4" />
          </div>
        </div>
      </section>
    </>
  );
}
