// The palette's search: the text goes to GET /api/search once typing rests a moment, and a search overtaken by
// the next keystroke is cancelled (its timer cleared, its request aborted), so what shows always belongs to
// the text in the field — never an older answer that arrived late. While the next answer is on its way, the
// last one's hits stay listed (marked as loading), so the list does not empty and refill at every keystroke.
import { useEffect, useState } from 'react';
import type { SearchHit } from '../../../../common/schemas/search';
import { isApiError } from '../../api/http';
import { searchApi } from '../../api/search';
import { TOO_FAST, UNAVAILABLE } from './texts';

/**
 * How long typing must rest before the text is sent: about the gap between two keys of a brisk typist (67 ms
 * at 15 a second), so a pause is searched at once; and at most one search each 60 ms, 17 a second, under the
 * allowance (20 a second, docs/api/search.md).
 */
export const SEARCH_DEBOUNCE_MS = 60;

export type SearchState =
  | { status: 'idle' }
  /** `hits`: the last answer's, for other text, shown until this one's arrive. */
  | { status: 'loading'; hits: SearchHit[] }
  | { status: 'ready'; hits: SearchHit[] }
  /** A 400: the server's message (an unknown filter, say), shown as the hint under the field. */
  | { status: 'invalid'; message: string }
  | { status: 'failed'; message: string; retry: () => void };

type Answer =
  | { status: 'ready'; hits: SearchHit[] }
  | { status: 'invalid'; message: string }
  | { status: 'failed'; message: string };

function failure(error: unknown): Answer {
  if (isApiError(error, 400) && error.serverError) return { status: 'invalid', message: error.serverError };
  return { status: 'failed', message: isApiError(error, 429) ? TOO_FAST : UNAVAILABLE };
}

const NO_HITS: SearchHit[] = [];

/** The search of `input` (trimmed; empty: idle) as it stands now. */
export function useSearch(input: string): SearchState {
  const text = input.trim();
  const [answer, setAnswer] = useState<{ text: string; attempt: number; answer: Answer } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      searchApi.find({ q: text }, controller.signal).then(
        (result) => {
          if (!controller.signal.aborted)
            setAnswer({ text, attempt, answer: { status: 'ready', hits: result.hits } });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setAnswer({ text, attempt, answer: failure(error) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, attempt]);

  if (!text) return { status: 'idle' };
  // An answer to other text, or to an attempt before a retry, is not this search's.
  if (!answer || answer.text !== text || answer.attempt !== attempt)
    return { status: 'loading', hits: answer?.answer.status === 'ready' ? answer.answer.hits : NO_HITS };
  const shown = answer.answer;
  if (shown.status !== 'failed') return shown;
  return { ...shown, retry: () => setAttempt((n) => n + 1) };
}
