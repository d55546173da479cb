// The palette's modal frame, on floating-ui like every dialog of the app (ui/Dialog.tsx): focus kept inside
// and handed back on close, an outside click closes it. Esc is handled here and goes no further, so a dialog
// under the palette (a card's, say) stays open.
import {
  FloatingFocusManager,
  FloatingNode,
  FloatingPortal,
  useDismiss,
  useFloating,
  useFloatingNodeId,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { withFloatingTree } from '../../ui/floating';
import { PALETTE_LABEL } from './texts';
import { Overlay, Panel } from './paletteStyles';

interface PaletteDialogProps {
  onClose: () => void;
  /** The field that takes the focus on open. */
  initialFocus: RefObject<HTMLInputElement | null>;
  children: ReactNode;
}

function PaletteDialogInner({ onClose, initialFocus, children }: PaletteDialogProps) {
  const nodeId = useFloatingNodeId();
  const { refs, context } = useFloating({ open: true, onOpenChange: (open) => !open && onClose(), nodeId });
  const dismiss = useDismiss(context, { escapeKey: false, outsidePressEvent: 'mousedown' });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  return (
    <FloatingNode id={nodeId}>
      <FloatingPortal>
        <Overlay lockScroll>
          <FloatingFocusManager context={context} initialFocus={initialFocus}>
            <Panel
              ref={refs.setFloating}
              aria-modal="true"
              aria-label={PALETTE_LABEL}
              data-testid="command-palette"
              {...getFloatingProps({ onKeyDown })}
            >
              {children}
            </Panel>
          </FloatingFocusManager>
        </Overlay>
      </FloatingPortal>
    </FloatingNode>
  );
}

export const PaletteDialog = withFloatingTree(PaletteDialogInner);
