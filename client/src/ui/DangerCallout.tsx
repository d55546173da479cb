// The one danger box: what goes wrong or what cannot be undone, with its alert icon, on the soft danger colour.
// A confirmation's consequence, an account delete's warning, a failed single sign-on say it this one way.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertIcon } from './icons';

const Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.dangerSoftText};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.relaxed};
  overflow-wrap: anywhere;
  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

export function DangerCallout({
  children,
  role,
  className,
}: {
  children: ReactNode;
  /** "alert" when it appears in answer to what the person did (a failed sign-in), not as part of a dialog. */
  role?: 'alert';
  className?: string;
}) {
  return (
    <Box role={role} className={className}>
      <AlertIcon size={16} />
      <span>{children}</span>
    </Box>
  );
}
