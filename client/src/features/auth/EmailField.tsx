// The required e-mail field every signed-out form starts with (sign up, sign in, magic link, forgot password).
import type { ChangeEvent } from 'react';
import { Field, Input } from '../../ui';

export interface EmailFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  autoFocus?: boolean;
}

export function EmailField({ value, onChange, error, autoFocus }: EmailFieldProps) {
  return (
    <Field label="Email" required error={error}>
      <Input
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        value={value}
        onChange={onChange}
        autoFocus={autoFocus}
      />
    </Field>
  );
}
