// Pages of a history, newest first (GET .../history, .../activity): the first page, "Load older" by the
// `next` cursor, and a quiet refresh of the first page that keeps the older pages already loaded.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HistoryEntry, HistoryPage } from '../../../../common/schemas/history';
import { errorText } from '../../api/http';

type PagedHistory<P extends HistoryPage> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; entries: HistoryEntry[]; next: number | null; page: P };

export interface PagedHistoryControls<P extends HistoryPage> {
  state: PagedHistory<P>;
  /** Loading an older page: 'idle', 'loading', or 'error' (the button offers it again). */
  older: 'idle' | 'loading' | 'error';
  loadOlder: () => void;
  /** Fetches the first page again, keeping what is on screen until it answers. */
  refresh: () => void;
  /** After a failure: loads the first page again, showing the spinner. */
  retry: () => void;
}

/** The fresh first page, followed by the older entries already loaded past its end. */
function merge<P extends HistoryPage>(current: PagedHistory<P>, fresh: P): PagedHistory<P> {
  const oldest = fresh.entries.at(-1)?.id;
  if (current.status !== 'ready' || fresh.next === null || oldest === undefined)
    return { status: 'ready', entries: fresh.entries, next: fresh.next, page: fresh };
  const kept = current.entries.filter((entry) => entry.id < oldest);
  return {
    status: 'ready',
    entries: [...fresh.entries, ...kept],
    next: kept.length > 0 ? current.next : fresh.next,
    page: fresh,
  };
}

/** `fetchPage(before)` reads one page; a new `key` (another card, other filters) starts from the first. */
export function usePagedHistory<P extends HistoryPage>(
  fetchPage: (before?: number) => Promise<P>,
  key: string,
  failure: string,
): PagedHistoryControls<P> {
  const [state, setState] = useState<PagedHistory<P>>({ status: 'loading' });
  const [older, setOlder] = useState<'idle' | 'loading' | 'error'>('idle');
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  /** Bumped by every new start: answers of an earlier one are dropped. */
  const generation = useRef(0);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    const mine = ++generation.current;
    setState({ status: 'loading' });
    setOlder('idle');
    fetchRef.current().then(
      (page) => mine === generation.current && setState(merge({ status: 'loading' }, page)),
      (error: unknown) =>
        mine === generation.current && setState({ status: 'error', message: errorText(error, failure) }),
    );
    return () => {
      generation.current += 1;
    };
  }, [key, attempt, failure]);

  const loadOlder = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'ready' || current.next === null) return;
    const mine = generation.current;
    setOlder('loading');
    fetchRef.current(current.next).then(
      (page) => {
        if (mine !== generation.current) return;
        setOlder('idle');
        setState((now) => {
          if (now.status !== 'ready') return now;
          const seen = new Set(now.entries.map((entry) => entry.id));
          const added = page.entries.filter((entry) => !seen.has(entry.id));
          return { ...now, entries: [...now.entries, ...added], next: page.next };
        });
      },
      () => mine === generation.current && setOlder('error'),
    );
  }, []);

  const refresh = useCallback(() => {
    if (stateRef.current.status === 'loading') return;
    const mine = generation.current;
    fetchRef.current().then(
      (page) => mine === generation.current && setState((now) => merge(now, page)),
      // A live refresh that fails leaves the list as it was; the next change tries again.
      () => {},
    );
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, older, loadOlder, refresh, retry };
}
