// Keeps view.openCardId and the '#card/{id}' hash in step (spec 2): the hash opens the dialog on load and
// on hashchange (links, Back/Forward); opening from code writes the hash; closing removes it without reload.
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import { setOpenCard, view } from '../../../store/view';
import { cardHash, parseCardHash } from './cardHash';

function readHash() {
  setOpenCard(parseCardHash(window.location.hash));
}

/** Writes the hash for the open card, or removes a card hash once the dialog has closed. */
function writeHash() {
  const { pathname, search, hash } = window.location;
  const shown = parseCardHash(hash);
  if (view.openCardId === shown) return;
  if (view.openCardId === null) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  else window.history.pushState(window.history.state, '', `${pathname}${search}${cardHash(view.openCardId)}`);
}

/** Called once by the feature manager's shell. */
export function useCardHash() {
  useEffect(() => {
    readHash();
    window.addEventListener('hashchange', readHash);
    const unsubscribe = subscribe(view, writeHash);
    return () => {
      window.removeEventListener('hashchange', readHash);
      unsubscribe();
    };
  }, []);
}
