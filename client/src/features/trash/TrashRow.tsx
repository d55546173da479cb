// One thing in the trash: a box to select it, its kind and name, who deleted it and when, what comes back
// with it, when it goes for good; Restore, and for the folder owner "Delete for good".
import styled from 'styled-components';
import type { TrashItem } from '../../../../common/schemas/trash';
import { Badge, Button, Checkbox, IconButton, Tooltip, TrashIcon, below } from '../../ui';
import { containsText, deletedText, kindLabel, purgeText, purgeTitle } from './trashText';

const Row = styled.li<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 4px 12px;
  padding: 10px 8px 10px 12px;
  background: ${({ theme, $selected }) => ($selected ? theme.color.accentSoft : 'transparent')};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  ${below('sm')} {
    grid-template-columns: auto minmax(0, 1fr);
    & > :last-child {
      grid-column: 2;
      justify-content: flex-start;
    }
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 3px;
  min-width: 0;
`;

const Title = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  & > .label {
    display: -webkit-box;
    overflow: hidden;
    overflow-wrap: anywhere;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
  }
`;

const Meta = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 4px;
`;

export interface TrashRowProps {
  item: TrashItem;
  now: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  busy: boolean;
  onRestore: () => void;
  /** Set for the folder owner only. */
  onPurge?: () => void;
}

export function TrashRow({ item, now, selected, onSelect, busy, onRestore, onPurge }: TrashRowProps) {
  const kind = kindLabel(item.kind);
  const contains = containsText(item);
  return (
    <Row $selected={selected} data-trash-item={`${item.kind}:${item.id}`}>
      <Checkbox
        aria-label={`Select ${kind.toLowerCase()} ${item.label}`}
        checked={selected}
        disabled={busy}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <Main>
        <Title>
          <Badge tone="neutral">{kind}</Badge>
          <span className="label" title={item.label}>
            {item.label}
          </span>
        </Title>
        <Meta>
          {deletedText(item, now)}
          {contains ? ` · ${contains}` : null}
        </Meta>
        <Hint title={purgeTitle(item)}>{purgeText(item, now)}</Hint>
      </Main>
      <Actions>
        <Button
          size="sm"
          loading={busy}
          onClick={onRestore}
          aria-label={`Restore ${kind.toLowerCase()} ${item.label}`}
        >
          Restore
        </Button>
        {onPurge ? (
          <Tooltip content="Delete for good">
            <IconButton
              size="sm"
              variant="danger"
              aria-label={`Delete ${kind.toLowerCase()} ${item.label} for good`}
              icon={<TrashIcon />}
              disabled={busy}
              onClick={onPurge}
            />
          </Tooltip>
        ) : null}
      </Actions>
    </Row>
  );
}
