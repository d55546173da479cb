// What a trash screen lists: a project's deleted things, a folder's deleted projects, or the deleted folders
// this person may restore; loaded on open, fetched again a moment after a change of its folder is heard.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TrashItem } from '../../../../common/schemas/trash';
import { errorText } from '../../api/http';
import { trashApi } from '../../api/trash';
import { board } from '../../store/board';
import { useLiveRefresh } from '../history/useLiveRefresh';
import { itemKey } from './trashText';

export type TrashSource =
  { kind: 'project'; projectId: number } | { kind: 'folder'; folderId: number } | { kind: 'deletedFolders' };

export type TrashLoad =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: TrashItem[] };

const sourceKey = (source: TrashSource) =>
  source.kind === 'deletedFolders'
    ? source.kind
    : `${source.kind}:${'projectId' in source ? source.projectId : source.folderId}`;

const fetchTrash = (source: TrashSource) =>
  source.kind === 'project'
    ? trashApi.ofProject(source.projectId)
    : source.kind === 'folder'
      ? trashApi.ofProject(source.folderId)
      : trashApi.folders();

/** The count of remote changes that may change this list (undefined: none are heard). */
function useHeard(source: TrashSource): number | undefined {
  const snap = useSnapshot(board);
  if (source.kind === 'project') return snap.changeCounts[source.projectId] ?? 0;
  // A folder's deleted projects change with any event of the folder, when it is the one open here.
  if (source.kind === 'folder' && snap.folderId === source.folderId)
    return Object.values(snap.changeCounts).reduce((sum, n) => sum + n, 0);
  return undefined;
}

export function useTrash(source: TrashSource) {
  const [load, setLoad] = useState<TrashLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = sourceKey(source);
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setLoad({ status: 'loading' });
    fetchTrash(sourceRef.current).then(
      (list) => mine === generation.current && setLoad({ status: 'ready', items: list.items }),
      (error: unknown) =>
        mine === generation.current &&
        setLoad({ status: 'error', message: errorText(error, 'Failed to load the trash') }),
    );
    return () => {
      generation.current += 1;
    };
  }, [key, attempt]);

  const refresh = useCallback(() => {
    const mine = generation.current;
    fetchTrash(sourceRef.current).then(
      (list) => mine === generation.current && setLoad({ status: 'ready', items: list.items }),
      // A live refresh that fails keeps the list; the next change tries again.
      () => {},
    );
  }, []);
  useLiveRefresh(useHeard(source), refresh);

  /** Takes things off the list at once (restored or deleted for good), before any refetch. */
  const remove = useCallback((gone: readonly Pick<TrashItem, 'kind' | 'id'>[]) => {
    const keys = new Set(gone.map(itemKey));
    // A refetch already on its way may predate this: its answer is dropped, the echo's refetch is not.
    generation.current += 1;
    setLoad((now) =>
      now.status === 'ready' ? { ...now, items: now.items.filter((item) => !keys.has(itemKey(item))) } : now,
    );
  }, []);

  return { load, retry: () => setAttempt((n) => n + 1), refresh, remove };
}
