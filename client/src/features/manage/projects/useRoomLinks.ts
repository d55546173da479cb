// The projector room links of one folder (GET /api/folders/{id}/room-links; the owner only), with create and
// revoke that re-read the list and toast the outcome. A created link's URL is kept in memory just long
// enough to show it once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../api/http';
import { roomLinksApi, type CreatedRoomLink, type RoomLink } from '../../../api/roomLinks';
import { toast } from '../../../ui';

export type RoomLinksStatus = 'loading' | 'ready' | 'error';

export function useRoomLinks(folderId: number) {
  const [links, setLinks] = useState<RoomLink[]>([]);
  const [status, setStatus] = useState<RoomLinksStatus>('loading');
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    try {
      const list = await roomLinksApi.list(folderId);
      if (call !== latest.current) return;
      setLinks(list);
      setStatus('ready');
    } catch {
      if (call === latest.current) setStatus((now) => (now === 'ready' ? now : 'error'));
    }
  }, [folderId]);

  useEffect(() => {
    setStatus('loading');
    void reload();
  }, [reload]);

  const create = useCallback(
    async (projectId: number): Promise<CreatedRoomLink | null> => {
      try {
        const created = await roomLinksApi.create(projectId);
        toast({ title: 'Room link created', description: 'Copy it now: it will not be shown again.' });
        void reload();
        return created;
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Could not create the room link',
          description: errorText(error, 'Please try again.'),
        });
        return null;
      }
    },
    [reload],
  );

  const revoke = useCallback(
    async (link: RoomLink) => {
      try {
        await roomLinksApi.revoke(link.id);
        setLinks((now) => now.filter((item) => item.id !== link.id));
        toast({
          title: 'Room link revoked',
          description: `Screens showing "${link.projectName}" stop updating.`,
        });
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Could not revoke the room link',
          description: errorText(error, 'Please try again.'),
        });
      }
      void reload();
    },
    [reload],
  );

  return { links, status, create, revoke };
}
