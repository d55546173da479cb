// The card dialog's form state: values started from the card, kept in step when someone else saves the
// card (their fields merge in, the user's unsaved edits stay, and a notice says what happened).
import { useEffect, useRef, useState } from 'react';
import { cardFormValues, type CardFormValues } from '../../../../../common/board/cardForm';
import type { Card } from '../../../../../common/schemas/cards';
import type { RemoteChange } from '../../../store/board';
import { editedFields, mergeRemote, type FormField } from './remoteEdits';

export interface RemoteNotice {
  /** userId of whoever changed it, when known. */
  actorId: string | undefined;
  theirs: FormField[];
  conflicts: FormField[];
  /** The card as they saved it (for 'Load changes'). */
  latest: Card;
}

export function useCardEditor(card: Card | null, remote: RemoteChange | undefined) {
  const [base, setBase] = useState<Card | null>(card);
  const [values, setValues] = useState<CardFormValues | null>(card ? cardFormValues(card) : null);
  const [notice, setNotice] = useState<RemoteNotice | null>(null);
  // Marks older than the dialog belong to changes the form already started from.
  const openedAt = useRef(Date.now());
  // While our own save is in flight, the card changes optimistically (and back on failure): not news.
  const saving = useRef(false);

  // A different card (or the first time it is found): start over.
  if (card && base?.id !== card.id) {
    setBase(card);
    setValues(cardFormValues(card));
    setNotice(null);
    openedAt.current = Date.now();
  }

  useEffect(() => {
    if (saving.current || !card || !base || !values || card === base || card.id !== base.id) return;
    const merge = mergeRemote(base, values, card);
    setBase(card);
    setValues(merge.values);
    // Changes the form does not show (rank, sprint) need no word.
    if (merge.theirs.length === 0) return;
    const fresh = remote && remote.at >= openedAt.current;
    setNotice({
      actorId: fresh ? remote.actorId : undefined,
      theirs: merge.theirs,
      conflicts: merge.conflicts,
      latest: card,
    });
    // Only a new version of the card triggers a merge.
  }, [card]);

  const edited = base && values ? editedFields(base, values) : [];

  return {
    base,
    values,
    edited,
    dirty: edited.length > 0,
    notice,
    setField<K extends FormField>(field: K, value: CardFormValues[K]) {
      setValues((current) => (current ? { ...current, [field]: value } : current));
    },
    /** 'Load changes': their version replaces the form, the user's edits are dropped. */
    loadTheirs() {
      if (notice) {
        setBase(notice.latest);
        setValues(cardFormValues(notice.latest));
      }
      setNotice(null);
    },
    dismissNotice: () => setNotice(null),
    /** Runs the save with remote merging paused; true when it went through. */
    async save(run: () => Promise<boolean>) {
      saving.current = true;
      try {
        return await run();
      } finally {
        saving.current = false;
      }
    },
  };
}
