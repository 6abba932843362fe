import { compose } from '@reduxjs/toolkit';
import type * as StoreModule from '../store';

/**
 * QA connects Redux DevTools to development builds and to production builds made with
 * REDUX_DEVTOOLS=1 (the build replaces process.env.* with the values at build time).
 */
function storeConnectsToDevTools(env: { NODE_ENV: string; REDUX_DEVTOOLS?: string }): boolean {
  const extension = jest.fn(() => compose);
  Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: extension });
  const saved = { NODE_ENV: process.env.NODE_ENV, REDUX_DEVTOOLS: process.env.REDUX_DEVTOOLS };
  Object.assign(process.env, { NODE_ENV: env.NODE_ENV, REDUX_DEVTOOLS: env.REDUX_DEVTOOLS ?? '' });
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { createAppStore } = require('../store') as typeof StoreModule;
      createAppStore();
    });
  } finally {
    Object.assign(process.env, saved);
    delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  }
  return extension.mock.calls.length > 0;
}

describe('Redux DevTools', () => {
  it('connects in development', () => {
    expect(storeConnectsToDevTools({ NODE_ENV: 'development' })).toBe(true);
  });

  it('stays off in a production build', () => {
    expect(storeConnectsToDevTools({ NODE_ENV: 'production' })).toBe(false);
  });

  it('connects in a production build made with REDUX_DEVTOOLS=1', () => {
    expect(storeConnectsToDevTools({ NODE_ENV: 'production', REDUX_DEVTOOLS: '1' })).toBe(true);
  });
});
