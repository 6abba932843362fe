import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { routes } from '@/app/routes';
import { createAppStore } from '@/app/store';
import { authActions } from '@/features/auth';

/** The whole route table at `path` with a fresh store whose (empty) session is already checked. */
export function renderRoutesAt(path: string) {
  const { store } = createAppStore();
  store.dispatch(authActions.sessionChecked());
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}
