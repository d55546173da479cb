// A Tooltip whose floating-ui code loads on the first hover or focus of its trigger. The visitor screens (landing,
// sign-in) have one tooltip, on the theme toggle, and floating-ui would be a sixth of their JavaScript.
import { cloneElement, useCallback, useEffect, useRef, useState, type Ref } from 'react';
import type { Tooltip as LoadedTooltip, TooltipProps } from './Tooltip';
import { hoverDelay, useTooltipGroup } from './tooltipGroup';

type AnyProps = Record<string, unknown>;
type Handler = (event: unknown) => void;

let loaded: typeof LoadedTooltip | undefined;
let loading: Promise<unknown> | undefined;

function loadTooltip() {
  loading ??= import('./Tooltip').then(
    (module) => (loaded = module.Tooltip),
    () => (loading = undefined), // offline for a moment: the next hover tries again
  );
  return loading;
}

/** As floating-ui's useFocus: keyboard focus opens a tooltip, a click's focus does not. */
function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

function assignRef(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: HTMLElement | null }).current = node;
}

/**
 * Same props and behaviour as Tooltip. Until floating-ui is here the trigger renders alone and this component
 * keeps Tooltip's timing (open after `delay`, or a surrounding TooltipGroup's, on hover; at once on keyboard
 * focus); then it hands over to Tooltip, open if it is already due, and gives the focus back to the trigger if
 * it had it.
 */
export function LazyTooltip(props: TooltipProps) {
  const { children, disabled = false } = props;
  const delay = hoverDelay(props.delay, useTooltipGroup());
  const [Tooltip, setTooltip] = useState(() => loaded);
  const [openOnMount, setOpenOnMount] = useState(false);
  const wish = useRef({ hovered: false, due: false, focused: false, timer: 0 });
  const trigger = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const own = children.props as AnyProps;
  const ownRef = useRef(own.ref as Ref<HTMLElement> | undefined);
  ownRef.current = own.ref as Ref<HTMLElement> | undefined;

  useEffect(() => () => window.clearTimeout(wish.current.timer), []);

  // Stable, so Tooltip's merged reference ref is not detached and attached again on every render.
  const setTrigger = useCallback((node: HTMLElement | null) => {
    trigger.current = node;
    assignRef(ownRef.current, node);
    if (node && refocus.current) {
      refocus.current = false;
      node.focus({ preventScroll: true });
    }
  }, []);

  if (Tooltip) {
    return (
      <Tooltip {...props} initialOpen={openOnMount}>
        {cloneElement(children, { ref: setTrigger } as AnyProps)}
      </Tooltip>
    );
  }

  const handOver = () => {
    const { hovered, due, focused } = wish.current;
    if (!loaded || (hovered && !due)) return; // a hover still waits for its delay (or for the pointer to leave)
    // The trigger mounts again inside Tooltip: a focused one gets its focus back.
    refocus.current = trigger.current !== null && trigger.current === document.activeElement;
    setOpenOnMount((hovered && due) || focused);
    setTooltip(() => loaded);
  };
  const load = () => void loadTooltip().then(handOver);
  const call = (name: string, event: unknown) => (own[name] as Handler | undefined)?.(event);

  return cloneElement(children, {
    ref: setTrigger,
    onMouseEnter(event: { currentTarget: Element }) {
      call('onMouseEnter', event);
      if (disabled) return;
      window.clearTimeout(wish.current.timer);
      Object.assign(wish.current, { hovered: true, due: false });
      wish.current.timer = window.setTimeout(() => {
        wish.current.due = true;
        handOver();
      }, delay);
      load();
    },
    onMouseLeave(event: unknown) {
      call('onMouseLeave', event);
      window.clearTimeout(wish.current.timer);
      Object.assign(wish.current, { hovered: false, due: false });
      handOver();
    },
    onFocus(event: { currentTarget: Element }) {
      call('onFocus', event);
      if (disabled) return;
      wish.current.focused = focusVisible(event.currentTarget);
      load();
    },
    onBlur(event: unknown) {
      call('onBlur', event);
      wish.current.focused = false;
    },
  } as AnyProps);
}
