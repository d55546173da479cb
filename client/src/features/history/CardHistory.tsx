// The History tab of the card dialog: the card's changes newest first, fetched again whenever the card's
// version moves in the board store (a save here, or anyone's change heard live).
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { historyApi } from '../../api/history';
import { board } from '../../store/board';
import { HistoryEntries } from './HistoryEntries';
import { THIS_CARD } from './historyText';
import { useLiveRefresh } from './useLiveRefresh';
import { usePagedHistory } from './usePagedHistory';

export function CardHistory({ cardId }: { cardId: number }) {
  const version = useSnapshot(board).cards[cardId]?.version;
  const fetchPage = useCallback((before?: number) => historyApi.card(cardId, before), [cardId]);
  const history = usePagedHistory(fetchPage, String(cardId), 'Failed to load the history');
  useLiveRefresh(version, history.refresh);
  return (
    <HistoryEntries
      history={history}
      label="Changes to this card"
      subject={THIS_CARD}
      emptyTitle="No changes yet"
      emptyText="Edits to this card show here, with who made them and when."
    />
  );
}
