import { Suspense, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { PageLoader } from '@/shared/ui/PageLoader';
import { NoIndex } from '@/shared/ui/PageMeta';
import { AdminHeader } from './AdminHeader';
import { AdminSidebar, type AdminNavGroup } from './AdminSidebar';
import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings } from './LayoutSettingsPanel';
import './adminShell.scss';

/**
 * The admin shell (spec: Screens and routes): sidebar, header, and the admin page. Lazily loaded with the admin pages.
 * `navigation` is the sidebar, derived by the app from its route table.
 */
export function AdminLayout({ navigation }: { navigation: AdminNavGroup[] }) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [settings, setSettings] = useState<LayoutSettings>(DEFAULT_LAYOUT_SETTINGS);
  return (
    <div className={`admin-shell ${settings.darkSidebar ? 'admin-shell--dark' : 'admin-shell--light'}`}>
      <NoIndex />
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AdminSidebar
        navigation={navigation}
        show={sidebarOpen}
        onHide={() => setSidebarOpen(false)}
        dark={settings.darkSidebar}
      />
      <div className="admin-shell__body">
        <AdminHeader
          sidebarOpen={sidebarOpen}
          onOpenSidebar={() => setSidebarOpen(true)}
          settings={settings}
          onSettingsChange={setSettings}
        />
        <main id="main-content" tabIndex={-1} className="admin-shell__main">
          <Container fluid={settings.fullWidth ? true : undefined} className="py-3 py-md-4">
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Container>
        </main>
      </div>
    </div>
  );
}
