// For many titles at once (a bulk add's lines, an import's rows): the project's cards like each, from one POST
// …/similar-cards. Answers are kept per title while the project stays asked about, so a line typed anew asks
// only for itself and the other lines keep their marks; asked 300 ms after the titles rest, an ask overtaken
// by a change cancelled. Only the first SIMILAR_BATCH_MAX titles are looked at. A hint only: a failed ask
// shows nothing (and is not asked again until the titles change).
import { useEffect, useMemo, useState } from 'react';
import {
  SIMILAR_BATCH_MAX,
  SIMILAR_TITLE_MAX,
  SIMILAR_TITLE_MIN,
  type SimilarCard,
} from '../../../../common/schemas/search';
import { searchApi } from '../../api/search';

const REST_MS = 300;
type Known = ReadonlyMap<string, readonly SimilarCard[]>;
const NOTHING: Known = new Map();
const NONE: readonly SimilarCard[] = [];

/** A title as asked: trimmed and cut to what the server takes; null when too short to ask about. */
function askable(title: string): string | null {
  const text = title.trim().slice(0, SIMILAR_TITLE_MAX).trim();
  return text.length >= SIMILAR_TITLE_MIN ? text : null;
}

/** The cards like one title: none while unknown. */
export type SimilarOf = (title: string) => readonly SimilarCard[];

/**
 * Cards of `projectId` like each of `titles` (null: ask nothing, and forget what was known: a dialog closed).
 * Pass the same array while the titles are the same: a new one is looked through again.
 */
export function useSimilarTitles(projectId: number | null, titles: readonly string[]): SimilarOf {
  const [known, setKnown] = useState<{ projectId: number | null; cards: Known }>({
    projectId: null,
    cards: NOTHING,
  });
  const cards = projectId !== null && known.projectId === projectId ? known.cards : NOTHING;
  const wanted = useMemo(() => {
    const asked = new Set<string>();
    for (const title of titles.slice(0, SIMILAR_BATCH_MAX)) {
      const text = askable(title);
      if (text !== null && !cards.has(text)) asked.add(text);
    }
    return [...asked];
  }, [titles, cards]);
  const key = projectId === null ? '' : `${projectId}:${JSON.stringify(wanted)}`;

  // Closed: what was known may be stale by the time it opens again (its cards may have been added since).
  useEffect(() => {
    if (projectId === null) setKnown({ projectId: null, cards: NOTHING });
  }, [projectId]);

  useEffect(() => {
    if (projectId === null || wanted.length === 0) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      searchApi.similarEach(projectId, { titles: wanted }, abort.signal).then(
        (answer) =>
          setKnown((now) => {
            const next = new Map(now.projectId === projectId ? now.cards : NOTHING);
            wanted.forEach((title, index) => next.set(title, answer[index] ?? NONE));
            return { projectId, cards: next };
          }),
        () => undefined,
      );
    }, REST_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // `key` stands for the project and `wanted`: the same titles are asked about once.
  }, [key]);

  return (title) => {
    const text = askable(title);
    return (text !== null && cards.get(text)) || NONE;
  };
}
