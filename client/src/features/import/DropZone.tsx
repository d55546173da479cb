// Where a file comes in: a real file input (named "Choose a file to import") whose label is the whole zone,
// so a click, Enter or Space picks a file and a dropped file takes the same path.
import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { AlertIcon, UploadIcon, visuallyHidden } from '../../ui';
import { CHOOSE_FILE, DROP_HINT, DROP_TEXT } from './importText';

const Zone = styled.label<{ $over: boolean; $error: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 32px 20px;
  border: 1.5px dashed
    ${({ theme, $over, $error }) =>
      $over ? theme.color.accent : $error ? theme.color.danger : theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $over }) => ($over ? theme.color.accentSoft : theme.color.bgSubtle)};
  text-align: center;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease;
  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const Hidden = styled.input`
  ${visuallyHidden}
`;

const Ring = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.accent};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Lead = styled.span`
  max-width: 36ch;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.text};
`;

const Choose = styled.span`
  color: ${({ theme }) => theme.color.link};
  text-decoration: underline;
  text-underline-offset: 2px;
`;

const Hint = styled.span`
  max-width: 44ch;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Why the file was refused: one line a problem ("Line 3 holds a NUL byte: …"), left-aligned under the icon. */
const Problem = styled.span`
  display: inline-flex;
  align-items: flex-start;
  gap: 6px;
  max-width: 64ch;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.danger};
  text-align: left;
  overflow-wrap: anywhere;
  & > svg {
    flex: none;
    margin-top: 3px;
  }
`;

const ProblemLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

/** The files the picker offers first; anything else can still be chosen or dropped. */
const ACCEPTED = '.csv,.tsv,.txt,.json,text/csv,text/tab-separated-values,application/json';

export interface DropZoneProps {
  onFile: (file: File) => void;
  /** Why the last file was refused ("The file is larger than 10 MB"); a damaged file's problems one a line. */
  error?: string | null;
}

const [lead, rest] = DROP_TEXT.split(', or ');

export function DropZone({ onFile, error }: DropZoneProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Zone
      htmlFor={id}
      $over={over}
      $error={Boolean(error)}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Hidden
        id={id}
        type="file"
        accept={ACCEPTED}
        aria-label={CHOOSE_FILE}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) reads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Ring aria-hidden="true">
        <UploadIcon size={20} />
      </Ring>
      <Lead aria-hidden="true">
        {lead}, or <Choose>{rest}</Choose>
      </Lead>
      {error ? (
        <Problem id={`${id}-error`} role="alert">
          <AlertIcon size={14} aria-hidden="true" />
          <ProblemLines>
            {error.split('\n').map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </ProblemLines>
        </Problem>
      ) : null}
      <Hint id={`${id}-hint`}>{DROP_HINT}</Hint>
    </Zone>
  );
}
