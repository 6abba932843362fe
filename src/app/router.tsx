import { useEffect } from 'react';
import { useNavigate, useRoutes } from 'react-router';
import { registerNavigator } from '@/shared/lib/navigation';
import { routes } from './routes';

/**
 * The route table under a declarative <BrowserRouter>. The app uses no loaders or actions, and
 * React Router's data-router code is about 16 KB gzip that every page would otherwise download.
 * The API layer navigates (session expired) outside React through the registered navigate.
 */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);
  return useRoutes(routes);
}
