// The loading and failed states of the lists that read the server (history, activity, trash): a spinner
// with what is loading, or what failed and a Retry.
import styled from 'styled-components';
import { AlertIcon, Button, EmptyState, Spinner } from '../../ui';

const Center = styled.div`
  display: grid;
  place-items: center;
  gap: 10px;
  padding: 40px 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.md};
`;

/** "Loading the history…" under a spinner. */
export function Loading({ text }: { text: string }) {
  return (
    <Center aria-busy="true">
      <Spinner size={22} label={null} />
      {text}
    </Center>
  );
}

/** "Couldn't load the trash", the server's reason, and Retry. */
export function LoadFailed({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      compact
      icon={<AlertIcon size={20} />}
      title={title}
      text={message}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}
