import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconHourglass, IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { adminRegisterBody } from '@booktutor/contracts/admins';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import { AuthLayout } from '../../../components/auth-layout';
import { FormError } from '../../../components/form-error';
import { clientErrorText } from '../../../lib/api-error';
import { missingFieldsMessage, outlineMissing, schemaErrors } from '../../../lib/form-errors';
import { useAdminRegister, type AdminRegisterAnswer } from '../api/admin-register';

/** Admin registration: the full-name field becomes the username; /admin-login 2 s after success. */
export function AdminRegisterPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [registered, setRegistered] = useState<AdminRegisterAnswer | null>(null);
  const register = useAdminRegister();
  const form = useForm({
    initialValues: { username: '', email: '', contactNumber: '', designation: '', password: '', confirmPassword: '' },
    validate: ({ confirmPassword, ...body }) => {
      const errors: Record<string, string | boolean> = schemaErrors(adminRegisterBody, body);
      if (!confirmPassword.trim()) errors.confirmPassword = MSG.signup.fieldRequired;
      else if (confirmPassword !== body.password) errors.confirmPassword = MSG.admin.passwordsMismatch;
      return outlineMissing(errors, MSG.signup.fieldRequired);
    },
  });

  useEffect(() => {
    if (!registered) return;
    const timer = window.setTimeout(() => void navigate('/admin-login', { replace: true }), LIMITS.redirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

  const submit = form.onSubmit(
    async ({ confirmPassword: _confirm, ...body }) => {
      setError(null);
      try {
        setRegistered(await register.mutateAsync({ ...body, username: body.username.trim(), email: body.email.trim() }));
      } catch (failure) {
        setError(clientErrorText(failure, MSG.admin.registerFailed));
      }
    },
    (errors) => setError(missingFieldsMessage(errors, MSG.signup.fieldRequired)),
  );

  const approved = registered?.status === 'Approved';
  return (
    <AuthLayout
      width={600}
      title="Register as admin"
      subtitle="Publishers' admins add books and chapters. A new account waits for an existing admin's approval."
      footer={
        <Text fz="sm" c="dimmed">
          Already registered?{' '}
          <Anchor component={Link} to="/admin-login" fw={600} inherit>
            Admin login
          </Anchor>
        </Text>
      }
    >
      {registered ? (
        <Alert
          color={approved ? 'green' : 'yellow'}
          variant="light"
          icon={approved ? <IconCircleCheck size={18} /> : <IconHourglass size={18} />}
          title={approved ? 'Account approved' : 'Approval pending'}
          role="status"
        >
          {registered.message} Taking you to the admin login…
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormError message={error} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput label="Full name" autoComplete="name" autoFocus {...form.getInputProps('username')} />
              <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
              <TextInput label="Contact number" type="tel" autoComplete="tel" {...form.getInputProps('contactNumber')} />
              <TextInput label="Designation" placeholder="e.g. Editor" {...form.getInputProps('designation')} />
              <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
              <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
            </SimpleGrid>
            <Button type="submit" size="md" fullWidth loading={register.isPending} leftSection={<IconUserPlus size={18} />}>
              Register
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
