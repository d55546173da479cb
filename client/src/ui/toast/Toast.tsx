// One toast: counts down its duration (paused on hover/focus), and leaves by button, Escape or a right swipe.
// An action (e.g. Undo) is a small button beside the text; using it dismisses the toast.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../Button';
import { visuallyHidden } from '../GlobalStyle';
import { IconButton } from '../IconButton';
import { AlertIcon, CloseIcon } from '../icons';
import { dismissToast, type ToastItem } from './store';

/** A right swipe at least this long (px) dismisses the toast (spec 9). */
const SWIPE_THRESHOLD = 50;

const enter = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); }`;

const Item = styled.li<{ $destructive: boolean; $dragging: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  width: 100%;
  padding: 14px 12px 14px 16px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid
    ${({ theme, $destructive }) => ($destructive ? theme.color.dangerSolid : theme.color.border)};
  background: ${({ theme, $destructive }) => ($destructive ? theme.color.dangerSolid : theme.color.surfaceRaised)};
  color: ${({ theme, $destructive }) => ($destructive ? '#fff' : theme.color.text)};
  box-shadow: ${({ theme }) => theme.shadow.xl};
  touch-action: pan-y;
  user-select: none;
  animation: ${enter} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.ease};
  transition: ${({ $dragging, theme }) =>
    $dragging
      ? 'none'
      : `transform ${theme.motion.normal} ${theme.motion.ease}, opacity ${theme.motion.normal} ease`};
  & button {
    color: inherit;
    opacity: 0.7;
  }
  & button:hover:not(:disabled) {
    opacity: 1;
    color: inherit;
    background: ${({ $destructive }) => ($destructive ? 'rgba(255,255,255,0.16)' : undefined)};
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 3px;
`;

const Title = styled.div`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1.35;
`;

const Description = styled.div`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.45;
  opacity: 0.85;
`;

const Separator = styled.span`
  ${visuallyHidden}
`;

/** Outlined in the toast's own text colour, so it reads on the plain and the destructive toast alike. */
const ActionButton = styled.button<ButtonStyleProps & { $destructive: boolean }>`
  ${buttonStyles}
  align-self: center;
  /* Doubled to win over the toast's rule for its buttons (dimmed, as the dismiss button is). */
  && {
    opacity: 1;
    color: inherit;
    background: transparent;
    border-color: ${({ theme, $destructive }) =>
      $destructive ? 'rgba(255,255,255,0.55)' : theme.color.borderStrong};
  }
  &&:hover:not(:disabled) {
    background: ${({ theme, $destructive }) =>
      $destructive ? 'rgba(255,255,255,0.16)' : theme.color.surfaceHover};
  }
`;

const IconSlot = styled.span`
  padding-top: 4px;
`;

export function Toast({ item }: { item: ToastItem }) {
  const ref = useRef<HTMLLIElement>(null);
  const remaining = useRef(item.duration);
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dragging = swipeStart.current !== null && offset > 0;
  const paused = hovered || focused || dragging;

  const dismiss = () => {
    const node = ref.current;
    if (node?.contains(document.activeElement)) node.closest<HTMLElement>('[data-toast-viewport]')?.focus();
    dismissToast(item.id);
  };

  useEffect(() => {
    if (!item.open || paused || !Number.isFinite(item.duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [item.id, item.open, item.duration, paused]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    const delta = Math.max(0, event.clientX - swipeStart.current);
    // Capture only once it is really a swipe, so a plain click still reaches the dismiss button.
    if (delta > 4 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setOffset(delta);
  };
  const endSwipe = (event: ReactPointerEvent<HTMLLIElement>, cancelled: boolean) => {
    if (swipeStart.current === null) return;
    const delta = cancelled ? 0 : Math.max(0, event.clientX - swipeStart.current);
    swipeStart.current = null;
    if (delta >= SWIPE_THRESHOLD) dismiss();
    else setOffset(0);
  };

  const destructive = item.variant === 'destructive';
  const shift = item.open ? `${offset}px` : 'calc(100% + 32px)';
  return (
    <Item
      ref={ref}
      $destructive={destructive}
      $dragging={dragging}
      data-state={item.open ? 'open' : 'closed'}
      data-variant={item.variant}
      data-testid="toast"
      aria-atomic="true"
      style={{ transform: `translateX(${shift})`, opacity: item.open ? Math.max(0.2, 1 - offset / 200) : 0 }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endSwipe(event, false)}
      onPointerCancel={(event) => endSwipe(event, true)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss();
      }}
    >
      {destructive ? (
        <IconSlot aria-hidden="true">
          <AlertIcon size={18} />
        </IconSlot>
      ) : null}
      <Body>
        <Title>{item.title}</Title>
        {item.description ? (
          <>
            <Separator> – </Separator>
            <Description>{item.description}</Description>
          </>
        ) : null}
      </Body>
      {item.action ? (
        <ActionButton
          type="button"
          $size="sm"
          $destructive={destructive}
          onClick={() => {
            dismiss();
            item.action?.onClick();
          }}
        >
          {item.action.label}
        </ActionButton>
      ) : null}
      <IconButton aria-label="Dismiss notification" size="sm" icon={<CloseIcon />} onClick={dismiss} />
    </Item>
  );
}
