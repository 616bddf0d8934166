/**
 * The initial state once it has loaded, handed down by StateGate so components below it can read
 * the user and team without handling a loading or error case themselves.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { TInitialState } from '../../../shared/state.ts';

const LoadedStateContext = createContext<TInitialState | null>(null);

/** Makes a loaded initial state available to everything below it. */
export function LoadedStateProvider({ state, children }: { state: TInitialState; children: ReactNode }) {
  return <LoadedStateContext.Provider value={state}>{children}</LoadedStateContext.Provider>;
}

/** The loaded initial state; only valid below StateGate, which never renders its children earlier. */
export function useLoadedState(): TInitialState {
  const state = useContext(LoadedStateContext);
  if (state === null) throw new Error('useLoadedState() was called outside StateGate.');
  return state;
}

/** The loaded initial state, or null where there is none (components also drawn in render tests). */
export function useOptionalLoadedState(): TInitialState | null {
  return useContext(LoadedStateContext);
}
