// What the trash screen does: the selection, Restore (a request per kind, containers first, a toast for all),
// "Delete for good" and "Empty trash" with the confirmation each waits on.
import { useState } from 'react';
import { TRASH_MESSAGES, type TrashItem } from '../../../../common/schemas/trash';
import { purgeFromTrash, restoreFromTrash } from '../../store/actions/trash';
import { refreshWorkspace } from '../../store/actions/workspace';
import { toast } from '../../ui';
import type { EmptyPlan } from './emptyPlans';
import { byKind, itemKey, restoredTitle } from './trashText';

export type TrashConfirm = { kind: 'purge'; item: TrashItem } | { kind: 'empty'; count: number };

type Keys = ReadonlySet<string>;

const toggled = (keys: readonly string[], on: boolean) => (now: Keys) => {
  const next = new Set(now);
  for (const key of keys)
    if (on) next.add(key);
    else next.delete(key);
  return next;
};

/** `remove` takes things off the list on screen (useTrash). */
export function useTrashActions(
  remove: (gone: readonly Pick<TrashItem, 'kind' | 'id'>[]) => void,
  emptyPlan: EmptyPlan | undefined,
) {
  const [selected, setSelected] = useState<Keys>(new Set());
  const [busy, setBusy] = useState<Keys>(new Set());
  const [confirm, setConfirm] = useState<TrashConfirm | null>(null);
  const [counting, setCounting] = useState(false);

  const select = (list: readonly TrashItem[], on: boolean) => setSelected(toggled(list.map(itemKey), on));

  async function restore(list: readonly TrashItem[]) {
    const keys = list.map(itemKey);
    setBusy(toggled(keys, true));
    let restored = 0;
    let failed = false;
    for (const [kind, ids] of byKind(list)) {
      if (!(await restoreFromTrash(kind, ids))) {
        failed = true;
        break;
      }
      // All or nothing per request: every id asked for is back (a release's sprints with it).
      remove(ids.map((id) => ({ kind, id })));
      restored += ids.length;
      if (kind === 'project' || kind === 'folder') void refreshWorkspace();
    }
    setBusy(toggled(keys, false));
    setSelected(toggled(keys, false));
    // A refusal has shown its own toast; the one toast slot keeps it.
    if (!failed && restored > 0)
      toast({ title: restoredTitle(restored), description: restored === 1 ? list[0]!.label : undefined });
  }

  async function purge(item: TrashItem) {
    if (!(await purgeFromTrash(item.kind, [item.id]))) return;
    remove([item]);
    setSelected(toggled([itemKey(item)], false));
    toast({ title: TRASH_MESSAGES.emptied(1) });
  }

  async function askToEmpty(items: readonly TrashItem[]) {
    if (!emptyPlan) return;
    setCounting(true);
    try {
      const count = await emptyPlan.count(items);
      if (count === 0) toast({ title: 'The trash is empty', description: 'There is nothing to delete.' });
      else setConfirm({ kind: 'empty', count });
    } catch {
      toast({ variant: 'destructive', title: 'Empty trash failed', description: "Couldn't count the trash" });
    } finally {
      setCounting(false);
    }
  }

  async function empty(items: readonly TrashItem[]) {
    const purged = await emptyPlan?.run(items);
    if (purged === null || purged === undefined) return;
    remove(items);
    setSelected(new Set());
    toast({ title: TRASH_MESSAGES.emptied(purged) });
  }

  return { selected, busy, confirm, setConfirm, counting, select, restore, purge, askToEmpty, empty };
}
