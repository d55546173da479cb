// While a title is typed (the quick add, the card dialog): the project's cards with a title like it (GET
// …/similar-cards), asked 200 ms after the typing rests, a request overtaken by the next keystroke cancelled.
// A hint only: a failed ask shows nothing.
import { useEffect, useState } from 'react';
import { SIMILAR_TITLE_MIN, type SimilarCard } from '../../../../common/schemas/search';
import { searchApi } from '../../api/search';

const REST_MS = 200;
const NONE: SimilarCard[] = [];

/**
 * Cards like `title` in `projectId` (null: ask nothing), never the card `except` (the one being edited).
 */
export function useSimilarCards(
  projectId: number | null,
  title: string,
  except: number | null = null,
): SimilarCard[] {
  const [found, setFound] = useState<{ title: string; cards: SimilarCard[] }>({ title: '', cards: NONE });
  const typed = title.trim();
  const asks = projectId !== null && typed.length >= SIMILAR_TITLE_MIN;
  useEffect(() => {
    if (!asks) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchApi.similar(projectId, typed, except, abort.signal).then(
        (cards) => setFound({ title: typed, cards }),
        () => undefined,
      );
    }, REST_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [asks, projectId, typed, except]);
  // Only the answer for what is typed now: never an older title's.
  return asks && found.title === typed ? found.cards : NONE;
}
