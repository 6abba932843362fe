import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '@/shared/lib/navigation';
import { routes } from './routes';

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // The API layer navigates (session expired) outside React through this.
  registerNavigator((to, options) => void router.navigate(to, options));
  return router;
}
