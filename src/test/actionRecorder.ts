import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/**
 * Records every action that reaches the reducers, as Redux DevTools does, so a test can replay
 * the log into a fresh store. redux-persist's bookkeeping actions are left out: they carry
 * functions, and a fresh store runs its own.
 */
export function createActionRecorder() {
  const actions: UnknownAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    const type = (action as UnknownAction).type;
    if (typeof type === 'string' && !type.startsWith('persist/')) actions.push(action as UnknownAction);
    return next(action);
  };
  return { actions, middleware };
}
