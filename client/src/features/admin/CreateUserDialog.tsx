// 'Create User' dialog: e-mail, names, access level and a generated, copyable password (spec 2/5/8).
import { useState, type FormEvent } from 'react';
import { adminCreateUserRequest } from '../../../../common/schemas/admin';
import type { AccessLevel } from '../../../../common/schemas/fields';
import { adminApi } from '../../api/admin';
import { errorText, isApiError } from '../../api/http';
import { validate, type FieldErrors } from '../../lib/validate';
import { Field, Input, toast } from '../../ui';
import { generatePassword } from './password';
import { PasswordGenerator } from './PasswordGenerator';
import { AccessLevelField, NameFields, UserFormDialog } from './UserFields';

const emptyForm = () => ({
  email: '',
  firstName: '',
  lastName: '',
  accessLevel: 'user' as AccessLevel,
  password: generatePassword(),
});

export function CreateUserDialog({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const set = <K extends keyof ReturnType<typeof emptyForm>>(
    key: K,
    value: ReturnType<typeof emptyForm>[K],
  ) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(adminCreateUserRequest, form);
    if (!checked.ok) return setErrors(checked.errors);
    setPending(true);
    try {
      await adminApi.createUser(checked.data);
      toast({ title: 'User created successfully', description: `${checked.data.email} can sign in now.` });
      onCreated();
      onClose();
    } catch (error) {
      const message = errorText(error, 'Failed to create user');
      if (isApiError(error, 409)) setErrors({ email: message });
      toast({ title: message, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <UserFormDialog
      title="Create User"
      description="The new user signs in with this email and password. Share the password securely."
      submitLabel="Create User"
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Field label="Email" required error={errors.email}>
        <Input
          type="email"
          autoComplete="off"
          placeholder="name@company.com"
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
        />
      </Field>
      <NameFields
        firstName={form.firstName}
        lastName={form.lastName}
        errors={errors}
        onChange={(key, value) => set(key, value)}
      />
      <AccessLevelField value={form.accessLevel} onChange={(value) => set('accessLevel', value)} />
      <Field
        label="Password"
        required
        error={errors.password}
        hint="At least 8 characters. Generate one, then copy it."
      >
        <PasswordGenerator value={form.password} onChange={(value) => set('password', value)} />
      </Field>
    </UserFormDialog>
  );
}
