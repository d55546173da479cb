// A trash on screen: what is in it, Restore per thing or for the ones selected, and for the folder
// owner "Delete for good" and "Empty trash", each confirmed. Restored things leave the list with a toast.
import styled from 'styled-components';
import { Button, Checkbox, ConfirmDialog, EmptyState, TrashIcon } from '../../ui';
import { LoadFailed, Loading } from '../history/LoadStates';
import { useNow } from '../history/useNow';
import type { EmptyPlan } from './emptyPlans';
import { TrashRow } from './TrashRow';
import { itemKey, kindLabel, purgeQuestion } from './trashText';
import { useTrash, type TrashSource } from './useTrash';
import { useTrashActions } from './useTrashActions';

const Bar = styled.div`
  position: sticky;
  top: -4px;
  z-index: ${({ theme }) => theme.z.raised};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  min-height: 44px;
  margin: 0 -20px 8px;
  /* The select-all box lines up with the boxes of the rows below. */
  padding: 4px 20px 8px 33px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
  & > .end {
    margin-left: auto;
  }
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

export interface TrashPanelProps {
  source: TrashSource;
  /** The folder owner: may delete for good. */
  owner: boolean;
  /** What "Empty trash" deletes (owner only); unset: no such button. */
  emptyPlan?: EmptyPlan;
  /** Under "The trash is empty". */
  emptyText: string;
  /** The list's accessible name. */
  label?: string;
}

export function TrashPanel({
  source,
  owner,
  emptyPlan,
  emptyText,
  label = 'Deleted items',
}: TrashPanelProps) {
  const { load, retry, remove } = useTrash(source);
  const now = useNow();
  const actions = useTrashActions(remove, emptyPlan);
  const { selected, busy, confirm, setConfirm } = actions;

  if (load.status === 'loading') return <Loading text="Loading the trash…" />;
  if (load.status === 'error')
    return <LoadFailed title="Couldn't load the trash" message={load.message} onRetry={retry} />;

  const items = load.items;
  const chosen = items.filter((item) => selected.has(itemKey(item)));
  const all = items.length > 0 && chosen.length === items.length;
  return (
    <>
      {items.length > 0 || (owner && emptyPlan) ? (
        <Bar>
          {items.length > 0 ? (
            <Checkbox
              label="Select all"
              checked={all}
              indeterminate={chosen.length > 0 && !all}
              onChange={(event) => actions.select(items, event.target.checked)}
            />
          ) : null}
          {chosen.length > 0 ? (
            <>
              <Count aria-live="polite">{chosen.length} selected</Count>
              <Button
                size="sm"
                variant="primary"
                loading={chosen.some((item) => busy.has(itemKey(item)))}
                onClick={() => void actions.restore(chosen)}
              >
                Restore {chosen.length}
              </Button>
            </>
          ) : null}
          {owner && emptyPlan ? (
            <span className="end">
              <Button
                size="sm"
                variant="ghost"
                icon={<TrashIcon />}
                loading={actions.counting}
                disabled={items.length === 0 && !('folderId' in source)}
                onClick={() => void actions.askToEmpty(items)}
              >
                Empty trash
              </Button>
            </span>
          ) : null}
        </Bar>
      ) : null}
      {items.length === 0 ? (
        <EmptyState compact icon={<TrashIcon size={20} />} title="The trash is empty" text={emptyText} />
      ) : (
        <List aria-label={label}>
          {items.map((item) => {
            const key = itemKey(item);
            return (
              <TrashRow
                key={key}
                item={item}
                now={now}
                selected={selected.has(key)}
                onSelect={(on) => actions.select([item], on)}
                busy={busy.has(key)}
                onRestore={() => void actions.restore([item])}
                onPurge={owner ? () => setConfirm({ kind: 'purge', item }) : undefined}
              />
            );
          })}
        </List>
      )}
      {confirm?.kind === 'purge' ? (
        <ConfirmDialog
          title="Delete for good"
          message={`Delete ${kindLabel(confirm.item.kind).toLowerCase()} "${confirm.item.label}" for good? This cannot be undone.`}
          confirmLabel="Delete for good"
          onConfirm={() => actions.purge(confirm.item)}
          onClose={() => setConfirm(null)}
        />
      ) : confirm?.kind === 'empty' ? (
        <ConfirmDialog
          title="Empty trash"
          message={purgeQuestion(confirm.count)}
          confirmLabel="Empty trash"
          onConfirm={() => actions.empty(items)}
          onClose={() => setConfirm(null)}
        />
      ) : null}
    </>
  );
}
