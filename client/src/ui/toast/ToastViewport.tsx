// Shows the toast queue one at a time: auto-dismiss, dismiss button, swipe right, F8 to reach it.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { plural } from '../../../../common/plural';
import { visuallyHidden } from '../GlobalStyle';
import { toastState } from './store';
import { Toast } from './Toast';

const TOAST_HOTKEY = 'F8';

const Region = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  width: min(${({ theme }) => theme.layout.toastMaxWidth}, 100vw);
  max-width: 100vw;
  padding: 16px;
  pointer-events: none;
  outline: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -6px;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const List = styled.ol`
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    pointer-events: auto;
  }
`;

const Hint = styled.span`
  ${visuallyHidden}
`;

export function ToastViewport() {
  // sync: a toast should appear in the same render pass that queued it, not a microtask later.
  const { queue } = useSnapshot(toastState, { sync: true });
  const regionRef = useRef<HTMLElement>(null);
  const current = queue[0];

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY && event.code !== TOAST_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region
      ref={regionRef}
      role="region"
      aria-label={`Notifications (${TOAST_HOTKEY})`}
      tabIndex={-1}
      data-toast-viewport
    >
      {queue.length > 1 ? (
        <Hint>{`${plural(queue.length - 1, 'more notification', 'more notifications')} waiting`}</Hint>
      ) : null}
      <List aria-live="polite" aria-relevant="additions text">
        {current ? <Toast key={current.id} item={current} /> : null}
      </List>
    </Region>
  );
}
