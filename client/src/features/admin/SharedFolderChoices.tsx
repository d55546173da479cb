// The shared folders of an account being deleted: for each, who takes it over (a member) or the trash.
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { adminApi, type FolderDecision, type SharedFolder } from '../../api/admin';
import { errorText } from '../../api/http';
import { Button, Field, Select, Spinner } from '../../ui';
import { plural } from '../../../../common/plural';

export type SharedFoldersState =
  { status: 'loading' } | { status: 'ready'; folders: SharedFolder[] } | { status: 'error'; message: string };

/** Loads the user's shared folders; `reload` asks again (after a 409: a folder was shared meanwhile). */
export function useSharedFolders(userId: string) {
  const [state, setState] = useState<SharedFoldersState>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      const { folders } = await adminApi.sharedFolders(userId);
      setState({ status: 'ready', folders });
    } catch (error) {
      setState({
        status: 'error',
        message: errorText(error, "The user's shared folders could not be loaded."),
      });
    }
  }, [userId]);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, reload: load };
}

/** A select's value: `transfer:<member id>` or `trash`. */
type Choice = string;
const TRASH = 'trash';
const transferTo = (memberId: string) => `transfer:${memberId}`;

/** Each folder's choice: the admin's, else the first member takes it over. */
export const choicesFor = (folders: SharedFolder[], chosen: Record<number, Choice>): Record<number, Choice> =>
  Object.fromEntries(
    folders.map((folder) => [folder.id, chosen[folder.id] ?? transferTo(folder.members[0]!.id)]),
  );

/** The request's `folders`: each folder's decision by id. */
export function decisionsOf(choices: Record<number, Choice>): Record<string, FolderDecision> {
  return Object.fromEntries(
    Object.entries(choices).map(([id, choice]) => [
      id,
      choice === TRASH ? { trash: true } : { transferTo: choice.slice('transfer:'.length) },
    ]),
  );
}

const Intro = styled.p`
  margin-top: 12px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.text};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin-top: 10px;
  padding: 12px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSubtle};
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-top: 12px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const FolderName = styled.span`
  overflow-wrap: anywhere;
`;

export interface SharedFolderChoicesProps {
  state: SharedFoldersState;
  choices: Record<number, Choice>;
  onChoose: (folderId: number, choice: Choice) => void;
  onRetry: () => void;
}

export function SharedFolderChoices({ state, choices, onChoose, onRetry }: SharedFolderChoicesProps) {
  if (state.status === 'loading')
    return (
      <Status>
        <Spinner label={null} />
        Looking for folders this user shares…
      </Status>
    );
  if (state.status === 'error')
    return (
      <Status role="alert">
        {state.message}
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      </Status>
    );
  const { folders } = state;
  if (!folders.length) return null;
  return (
    <>
      <Intro>
        This user shares {plural(folders.length, 'folder', 'folders')} with teammates. Choose what happens to{' '}
        {folders.length === 1 ? 'it' : 'each'}:
      </Intro>
      <List>
        {folders.map((folder) => (
          <li key={folder.id}>
            <Field
              label={<FolderName>{folder.name}</FolderName>}
              hint={`${folder.clientName} · shared with ${
                folder.members.length === 1
                  ? folder.members[0]!.name
                  : plural(folder.members.length, 'person', 'people')
              }`}
            >
              <Select
                value={choices[folder.id]}
                onChange={(event) => onChoose(folder.id, event.target.value)}
              >
                {folder.members.map((member) => (
                  <option key={member.id} value={transferTo(member.id)}>
                    Transfer to {member.name}
                  </option>
                ))}
                <option value={TRASH}>Move to trash</option>
              </Select>
            </Field>
          </li>
        ))}
      </List>
    </>
  );
}
