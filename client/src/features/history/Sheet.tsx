// A side sheet: the Dialog (focus trap, Escape, titled) drawn against the right edge at full height, and
// over the whole width on phones. The activity panel and the trash open in it.
import styled, { keyframes } from 'styled-components';
import { Dialog, below, type DialogProps } from '../../ui';

const slideIn = keyframes`from { opacity: 0; transform: translateX(24px); }`;
const riseIn = keyframes`from { opacity: 0; transform: translateY(24px); }`;

const Panel = styled(Dialog)<{ $width: number }>`
  && {
    position: fixed;
    top: 0;
    right: 0;
    bottom: 0;
    width: min(${({ $width }) => $width}px, 100%);
    height: 100dvh;
    max-height: 100dvh;
    border-width: 0 0 0 1px;
    border-radius: ${({ theme }) => theme.radius.lg} 0 0 ${({ theme }) => theme.radius.lg};
    animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.ease};
    ${below('sm')} {
      width: 100%;
      border-width: 0;
      border-radius: 0;
      animation-name: ${riseIn};
    }
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
`;

export interface SheetProps extends Omit<DialogProps, 'size' | 'maxHeight' | 'open'> {
  /** Its width from tablets up; on phones it takes the whole screen. */
  width?: number;
}

export function Sheet({ width = 480, ...props }: SheetProps) {
  return <Panel open $width={width} {...props} />;
}
