// The shares of one folder (GET /api/folders/{id}/shares), re-read after every share or removal.
import { useCallback, useEffect, useRef, useState } from 'react';
import { sharesApi } from '../../../api/shares';
import type { FolderShare } from '../../../../../common/schemas/shares';

export type SharesStatus = 'loading' | 'ready' | 'error';

export function useFolderShares(folderId: number) {
  const [shares, setShares] = useState<FolderShare[]>([]);
  const [status, setStatus] = useState<SharesStatus>('loading');
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const list = await sharesApi.list(folderId);
      if (call === latest.current) {
        setShares(list);
        setStatus('ready');
      }
    } catch {
      if (call === latest.current) setStatus((s) => (s === 'ready' ? s : 'error'));
    }
  }, [folderId]);

  useEffect(() => {
    setStatus('loading');
    void reload();
  }, [reload]);

  return { shares, status, reload };
}
