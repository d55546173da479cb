// The live-collaboration lines of the card dialog: who else has the card open, what someone else changed
// while it was open (with 'Load changes' when it collides with unsaved edits), and a remote delete.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { PresencePerson } from '../../../../../common/events';
import { AlertIcon, Avatar, Button, CloseIcon, IconButton, InfoIcon } from '../../../ui';
import { editingText, fieldList, type FormField } from './remoteEdits';

const Editors = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 14px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Faces = styled.span`
  display: inline-flex;
  & > * + * {
    margin-left: -6px;
  }
`;

export function EditingNow({ people }: { people: readonly PresencePerson[] }) {
  if (people.length === 0) return null;
  return (
    <Editors role="status">
      <Faces>
        {people.slice(0, 3).map((person) => (
          <Avatar key={person.userId} name={person.name} color={person.color} size={22} />
        ))}
      </Faces>
      <span>{editingText(people.map((person) => person.name))}</span>
    </Editors>
  );
}

const Bar = styled.div<{ $tone: 'info' | 'warning' | 'danger' }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin-bottom: 16px;
  padding: 10px 10px 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  ${({ theme, $tone }) => {
    const [bg, fg] = {
      info: [theme.color.accentSoft, theme.color.accentSoftText],
      warning: [theme.color.warningSoft, theme.color.warningSoftText],
      danger: [theme.color.dangerSoft, theme.color.dangerSoftText],
    }[$tone];
    return css`
      background: ${bg};
      color: ${fg};
    `;
  }}
  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  & strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  & p + p {
    margin-top: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 8px;
`;

function NoticeBar(props: {
  tone: 'info' | 'warning' | 'danger';
  children: ReactNode;
  onDismiss?: () => void;
}) {
  return (
    <Bar $tone={props.tone} role="status" data-testid="card-notice">
      {props.tone === 'info' ? <InfoIcon size={16} /> : <AlertIcon size={16} />}
      <Text>{props.children}</Text>
      {props.onDismiss ? (
        <IconButton
          aria-label="Dismiss notice"
          icon={<CloseIcon size={14} />}
          size="sm"
          onClick={props.onDismiss}
        />
      ) : null}
    </Bar>
  );
}

export interface RemoteChangeNoticeProps {
  name: string;
  theirs: readonly FormField[];
  conflicts: readonly FormField[];
  /** The user has unsaved edits of their own. */
  dirty: boolean;
  onLoad: () => void;
  onDismiss: () => void;
}

export function RemoteChangeNotice({
  name,
  theirs,
  conflicts,
  dirty,
  onLoad,
  onDismiss,
}: RemoteChangeNoticeProps) {
  const detail =
    conflicts.length > 0
      ? `You both edited ${fieldList(conflicts)}. Saving keeps your version.`
      : dirty
        ? `Their ${fieldList(theirs)} ${theirs.length === 1 ? 'is' : 'are'} shown; your unsaved edits are kept.`
        : `${fieldList(theirs)} updated.`;
  return (
    <NoticeBar tone={conflicts.length > 0 ? 'warning' : 'info'} onDismiss={onDismiss}>
      <p>
        <strong>{name} changed this card.</strong>
      </p>
      <p>{detail}</p>
      {dirty ? (
        <Actions>
          <Button size="sm" onClick={onLoad}>
            Load changes
          </Button>
        </Actions>
      ) : null}
    </NoticeBar>
  );
}

export function DeletedNotice({ name }: { name: string }) {
  return (
    <NoticeBar tone="danger">
      <p>
        <strong>{name} deleted this card.</strong>
      </p>
      <p>It can no longer be saved. Copy anything you still need, then close the dialog.</p>
    </NoticeBar>
  );
}
