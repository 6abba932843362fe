import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router';
import { createAppStore, type CreateStoreOptions } from '@/app/store';
import { registerNavigator } from '@/shared/lib/navigation';
import { ToastHost } from '@/shared/ui/toasts';

export interface RenderWithProvidersOptions extends CreateStoreOptions, Omit<RenderOptions, 'wrapper'> {
  /** Where the in-memory router starts (a path, or a location with its state). */
  route?: InitialEntry;
  /** The route pattern the element is mounted at (default: every path). */
  path?: string;
  /** Other routes to mount next to it, e.g. a redirect target. */
  extraRoutes?: Record<string, ReactNode>;
}

/** Renders with a fresh store per test, a memory router and the toasts. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { preloadedState, middleware, route = '/', path = '*', extraRoutes = {}, ...renderOptions } = options;
  const { store, persistor } = createAppStore({ preloadedState, middleware });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(extraRoutes).map(([extraPath, element]) => (
            <Route key={extraPath} path={extraPath} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
      <ToastHost />
    </Provider>,
    renderOptions,
  );
  return { store, persistor, ...result };
}

afterEach(() => registerNavigator(null));
