// Helpers for the floating-ui wrappers: trigger cloning with merged refs, and nesting in one FloatingTree.
import { cloneElement, isValidElement, type ComponentType, type ReactElement, type Ref } from 'react';
import { FloatingTree, useFloatingParentNodeId, useMergeRefs } from '@floating-ui/react';

type AnyProps = Record<string, unknown>;

/** The child's own ref (React 19 keeps it in props) merged with the floating reference setter. */
export function useTriggerRef(children: ReactElement, setReference: (node: HTMLElement | null) => void) {
  const childRef = isValidElement(children)
    ? ((children.props as AnyProps).ref as Ref<HTMLElement> | undefined)
    : undefined;
  return useMergeRefs([setReference, childRef]);
}

/** Clones the trigger with interaction props merged over its own (its handlers still run). */
export function cloneTrigger(
  children: ReactElement,
  ref: Ref<HTMLElement> | null,
  getReferenceProps: (props?: AnyProps) => AnyProps,
  extra: AnyProps = {},
) {
  const own = children.props as AnyProps;
  return cloneElement(children, getReferenceProps({ ...own, ...extra, ref }) as AnyProps);
}

/**
 * Gives a floating component its own FloatingTree unless it already sits inside one, so a popover
 * opened from a dialog is a child node: clicks in it do not count as "outside" the dialog.
 */
export function withFloatingTree<P extends object>(Inner: ComponentType<P>) {
  return function FloatingTreeRoot(props: P) {
    const parentId = useFloatingParentNodeId();
    if (parentId !== null) return <Inner {...props} />;
    return (
      <FloatingTree>
        <Inner {...props} />
      </FloatingTree>
    );
  };
}
