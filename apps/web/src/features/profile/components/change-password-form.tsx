import { useState } from 'react';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import { ApiError } from '../../../lib/api-error';
import { useChangePassword } from '../api/change-password';
import { notify } from '../../../lib/toast';

type Field = 'oldPassword' | 'newPassword' | 'confirmPassword';
type Errors = Partial<Record<Field, string>>;
const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Spec section 5, Change password: the same checks the server makes, shown before sending. */
function validate(v: typeof EMPTY): Errors {
  const errors: Errors = {};
  if (!v.oldPassword) errors.oldPassword = MSG.profile.currentPasswordRequired;
  if (!v.newPassword) errors.newPassword = MSG.profile.newPasswordRequired;
  else if (v.newPassword.length < LIMITS.passwordMinLength) errors.newPassword = MSG.profile.passwordTooShort;
  if (!v.confirmPassword) errors.confirmPassword = MSG.profile.confirmPasswordRequired;
  else if (v.confirmPassword !== v.newPassword) errors.confirmPassword = MSG.profile.passwordsMismatch;
  return errors;
}

export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    // A field's error clears as soon as it is edited.
    setErrors((errs) => ({ ...errs, [field]: undefined }));
  };
  // Checked live: a confirmation that no longer matches says so while typing.
  const liveMismatch = values.confirmPassword && values.confirmPassword !== values.newPassword ? MSG.profile.passwordsMismatch : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    change.mutate(values, {
      onSuccess: (answer) => {
        notify('green', answer.message || MSG.profile.passwordChanged);
        setValues(EMPTY);
        onDone();
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : MSG.profile.passwordChangeFailed;
        if (message.includes(MSG.profile.currentPasswordIncorrect)) setErrors({ oldPassword: message });
        // No password yet (social sign-in) or the same one again: the server names the field.
        else if (error instanceof ApiError && (error.field === 'oldPassword' || error.field === 'newPassword')) setErrors({ [error.field]: message });
        notify('red', message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput label="Current Password" value={values.oldPassword} onChange={set('oldPassword')} error={errors.oldPassword} autoComplete="current-password" />
        <PasswordInput label="New Password" description={MSG.profile.passwordHint} value={values.newPassword} onChange={set('newPassword')} error={errors.newPassword} autoComplete="new-password" />
        <PasswordInput label="Confirm New Password" value={values.confirmPassword} onChange={set('confirmPassword')} error={errors.confirmPassword ?? liveMismatch} autoComplete="new-password" />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Update Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
