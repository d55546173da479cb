// Edit dialog (spec 2/5): names, access level and an optional new password; only filled-in fields are sent.
import { useState, type FormEvent } from 'react';
import { adminUpdateUserRequest, type AdminUpdateUserRequest } from '../../../../common/schemas/admin';
import { newPasswordField, type AccessLevel } from '../../../../common/schemas/fields';
import { adminApi, type AdminUser } from '../../api/admin';
import { errorText } from '../../api/http';
import { validate, type FieldErrors } from '../../lib/validate';
import { Field, toast } from '../../ui';
import { PasswordGenerator } from './PasswordGenerator';
import { AccessLevelField, NameFields, UserFormDialog } from './UserFields';

/** Empty passwords are dropped before validation, so a present one must be a real password. */
const editSchema = adminUpdateUserRequest.extend({ newPassword: newPasswordField.optional() });

/** Trimmed, and without the fields left empty (empty means "keep"). */
function editPayload(form: {
  firstName: string;
  lastName: string;
  accessLevel: AccessLevel;
  newPassword: string;
}): AdminUpdateUserRequest {
  const payload: AdminUpdateUserRequest = { accessLevel: form.accessLevel };
  const firstName = form.firstName.trim();
  const lastName = form.lastName.trim();
  const newPassword = form.newPassword.trim();
  if (firstName) payload.firstName = firstName;
  if (lastName) payload.lastName = lastName;
  if (newPassword) payload.newPassword = newPassword;
  return payload;
}

export interface EditUserDialogProps {
  user: AdminUser;
  isSelf: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function EditUserDialog({ user, isSelf, onClose, onSaved }: EditUserDialogProps) {
  const [form, setForm] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    accessLevel: user.accessLevel,
    newPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(editSchema, editPayload(form));
    if (!checked.ok) return setErrors(checked.errors);
    setPending(true);
    try {
      await adminApi.updateUser(user.id, checked.data);
      toast({ title: 'User updated successfully' });
      onSaved();
      onClose();
    } catch (error) {
      toast({ title: errorText(error, 'Failed to update user'), variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <UserFormDialog
      title="Edit User"
      description={user.email}
      submitLabel="Save Changes"
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameFields
        firstName={form.firstName}
        lastName={form.lastName}
        errors={errors}
        required={false}
        onChange={(key, value) => set(key, value)}
      />
      <AccessLevelField
        value={form.accessLevel}
        disabled={isSelf}
        hint={isSelf ? 'You cannot remove your own admin access.' : undefined}
        onChange={(value) => set('accessLevel', value)}
      />
      <Field label="New password" error={errors.newPassword} hint="Leave empty to keep the current password.">
        <PasswordGenerator
          value={form.newPassword}
          placeholder="Unchanged"
          onChange={(value) => set('newPassword', value)}
        />
      </Field>
    </UserFormDialog>
  );
}
