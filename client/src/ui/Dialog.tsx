// Modal dialog: focus trap, Escape and outside click close it, titled and described for screen readers.
import { useId, type ReactNode, type RefObject } from 'react';
import {
  FloatingFocusManager,
  FloatingNode,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import styled, { keyframes } from 'styled-components';
import { IconButton } from './IconButton';
import { withFloatingTree } from './floating';
import { CloseIcon } from './icons';

const fadeIn = keyframes`from { opacity: 0; }`;
const riseIn = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;

const widths = { sm: 420, md: 560, lg: 760 };

const Overlay = styled(FloatingOverlay)`
  z-index: ${({ theme }) => theme.z.dialog};
  display: grid;
  place-items: center;
  padding: 16px;
  /* A dim alone, no backdrop blur: a blur is painted again on every frame behind the dialog (typing, live
     changes, toasts), which a browser without GPU compositing (remote desktops, VMs) does on the CPU. */
  background: ${({ theme }) => theme.color.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ease;
`;

const Panel = styled.div<{ $width: number; $maxHeight: string }>`
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}px, 100%);
  max-height: ${({ $maxHeight }) => $maxHeight};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.xl};
  animation: ${riseIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.ease};
  overflow: hidden;
  position: relative;
`;

/** Last in tab order so the first field gets initial focus, but drawn in the top-right corner. */
const CloseSlot = styled.div`
  position: absolute;
  top: 14px;
  right: 14px;
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 18px 52px 12px 20px;
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: -0.01em;
`;

const Description = styled.p`
  margin-top: 4px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: 4px 20px 20px;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 20px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bgSubtle};
`;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (e.g. Cancel / Save & Close). */
  footer?: ReactNode;
  /** Extra content in the header, before the close button (e.g. a colour dot or a back arrow). */
  headerStart?: ReactNode;
  size?: keyof typeof widths;
  /** CSS max height, e.g. '90vh' for the card dialog, '80vh' for releases. */
  maxHeight?: string;
  /** Element to focus on open; defaults to the first focusable element. */
  initialFocus?: number | RefObject<HTMLElement | null>;
  /** Set false to keep the dialog open on outside clicks (unsaved forms). */
  dismissOnOutsideClick?: boolean;
  className?: string;
}

/** Toasts live outside every dialog; clicking one must not close the dialog. */
function isOutsideDismissal(event: MouseEvent) {
  return !(event.target instanceof Element && event.target.closest('[data-toast-viewport]'));
}

function DialogInner(props: DialogProps) {
  const { open, onOpenChange, title, description, children, footer, headerStart } = props;
  const { size = 'md', maxHeight = '85vh', initialFocus, dismissOnOutsideClick = true, className } = props;
  const nodeId = useFloatingNodeId();
  const titleId = useId();
  const descriptionId = useId();
  const { refs, context } = useFloating({ open, onOpenChange, nodeId });
  const dismiss = useDismiss(context, {
    outsidePress: dismissOnOutsideClick ? isOutsideDismissal : false,
    outsidePressEvent: 'mousedown',
  });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);

  return (
    <FloatingNode id={nodeId}>
      {open && (
        <FloatingPortal>
          <Overlay lockScroll>
            <FloatingFocusManager context={context} initialFocus={initialFocus}>
              <Panel
                ref={refs.setFloating}
                className={className}
                $width={widths[size]}
                $maxHeight={maxHeight}
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={description ? descriptionId : undefined}
                {...getFloatingProps()}
              >
                <Header>
                  {headerStart}
                  <Titles>
                    <Title id={titleId}>{title}</Title>
                    {description ? <Description id={descriptionId}>{description}</Description> : null}
                  </Titles>
                </Header>
                <Body>{children}</Body>
                {footer ? <Footer>{footer}</Footer> : null}
                <CloseSlot>
                  <IconButton
                    aria-label="Close"
                    icon={<CloseIcon />}
                    size="sm"
                    onClick={() => onOpenChange(false)}
                  />
                </CloseSlot>
              </Panel>
            </FloatingFocusManager>
          </Overlay>
        </FloatingPortal>
      )}
    </FloatingNode>
  );
}

export const Dialog = withFloatingTree(DialogInner);
