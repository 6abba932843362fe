import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import type { Persistor, PersistorState } from 'redux-persist';
import { PersistedStateGate } from './PersistedStateGate';

/** A persistor whose rehydration the test finishes by hand. */
function fakePersistor() {
  let state: PersistorState = { registry: [], bootstrapped: false };
  const listeners = new Set<() => void>();
  const persistor = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as Persistor;
  const finishRehydration = () => {
    state = { ...state, bootstrapped: true };
    listeners.forEach((listener) => listener());
  };
  return { persistor, finishRehydration };
}

describe('PersistedStateGate', () => {
  it('renders nothing until the persisted state is back, then the page, restoring the session once', async () => {
    const { persistor, finishRehydration } = fakePersistor();
    const onBeforeLift = jest.fn();
    render(
      <StrictMode>
        <PersistedStateGate persistor={persistor} onBeforeLift={onBeforeLift}>
          <p>The page</p>
        </PersistedStateGate>
      </StrictMode>,
    );
    expect(screen.queryByText('The page')).toBeNull();
    expect(onBeforeLift).not.toHaveBeenCalled();
    await act(async () => finishRehydration());
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(onBeforeLift).toHaveBeenCalledTimes(1);
  });

  it('renders at once when the state was back before it mounted', async () => {
    const { persistor, finishRehydration } = fakePersistor();
    finishRehydration();
    await act(async () => {
      render(
        <PersistedStateGate persistor={persistor}>
          <p>The page</p>
        </PersistedStateGate>,
      );
    });
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
