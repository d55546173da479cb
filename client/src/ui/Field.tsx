// Label + control + hint + error: wires ids, aria-describedby and aria-invalid into the control it wraps.
import { createContext, useContext, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { below } from './theme';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** Props an input-like control takes from its surrounding <Field>; its own props win. */
export function useFieldControl<
  P extends { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: unknown; required?: boolean },
>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    required: props.required ?? (field.required || undefined),
  };
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.text};
`;

const Required = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: 2px;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  color: ${({ theme }) => theme.color.danger};
`;

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control and announced; also marks the control aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Id for the control; generated when absent. */
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Field({ label, hint, error, required = false, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>
      <Wrapper className={className}>
        <Label htmlFor={controlId}>
          {label}
          {required && <Required aria-hidden="true">*</Required>}
        </Label>
        {children}
        {error ? (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        ) : null}
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      </Wrapper>
    </FieldContext.Provider>
  );
}

/** Fields side by side in equal columns (e.g. first and last name), stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  gap: 12px;
  ${below('sm')} {
    grid-auto-flow: row;
    gap: 16px;
  }
`;
