// Reads one part of a valtio store by identity (no property-access tracking): the component re-renders
// exactly when the selected snapshot (or primitive) changes. Memoised derivations over big records need
// this: useSnapshot only tracks the keys a render happened to touch, and a memo hit touches none.
import { useCallback, useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio';

export function useSlice<T extends object, S>(state: T, select: (snap: Snapshot<T>) => S): S {
  const subscribeTo = useCallback((notify: () => void) => subscribe(state, notify), [state]);
  return useSyncExternalStore(subscribeTo, () => select(snapshot(state)));
}
