import { useRef, useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_GRADE } from '@booktutor/contracts/domain-values';
import { MSG } from '@booktutor/contracts/messages';
import { signupForm, usernameSchema, type SignupForm } from '@booktutor/contracts/users';
import { AuthLayout } from '../../../components/auth-layout';
import { FormError } from '../../../components/form-error';
import { ApiError, clientErrorText } from '../../../lib/api-error';
import { missingFieldsMessage, outlineMissing, schemaErrors } from '../../../lib/form-errors';
import { resumedDelivery, type OtpDelivery } from '../api/otp-delivery';
import { useCheckUsername } from '../api/check-username';
import { useSendSignupOtp } from '../api/send-signup-otp';
import { SignupFormFields, type SignupValues, type UsernameStatus } from '../components/signup-form-fields';
import { SignupOtpStep } from '../components/signup-otp-step';
import { publisherForHost } from '../components/signup-publisher';
import { notify } from '../../../lib/toast';

/** Registration: the form, then the e-mailed code, then a success message and /login. */
export function SignupPage() {
  const navigate = useNavigate();
  const [usernameStatus, setUsernameStatus] = useState<UsernameStatus>('unknown');
  // The validator reads the latest verdict without waiting for a re-render.
  const usernameTaken = useRef(false);
  const [otpStep, setOtpStep] = useState<{ email: string; delivery: OtpDelivery } | null>(null);
  // The last code sent, so sending the form again within the resend wait resumes its code step.
  const lastSent = useRef<{ email: string; delivery: OtpDelivery } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checkUsername = useCheckUsername();
  const sendOtp = useSendSignupOtp();

  const payload = (values: SignupValues): SignupForm => ({ ...values, publisher: publisherForHost() });
  const form = useForm<SignupValues>({
    initialValues: { username: '', fullname: '', email: '', phone: '', role: 'student', grade: DEFAULT_GRADE, password: '', confirmPassword: '' },
    validate: (values) => outlineMissing({ ...schemaErrors(signupForm, payload(values)), ...(usernameTaken.current ? { username: MSG.signup.usernameTaken } : {}) }, MSG.signup.fieldRequired),
    onValuesChange: (values, previous) => {
      if (values.username !== previous.username) {
        usernameTaken.current = false;
        setUsernameStatus('unknown');
      }
    },
  });

  const onUsernameBlur = async () => {
    const username = form.getValues().username.trim();
    if (!usernameSchema.safeParse(username).success) return;
    setUsernameStatus('checking');
    try {
      await checkUsername.mutateAsync(username);
      if (form.getValues().username.trim() !== username) return;
      setUsernameStatus('free');
    } catch (failure) {
      if (form.getValues().username.trim() !== username) return;
      if (failure instanceof ApiError && failure.status === 409) {
        usernameTaken.current = true;
        setUsernameStatus('taken');
        form.setFieldError('username', MSG.signup.usernameTaken);
      } else {
        setUsernameStatus('error');
        form.setFieldError('username', (failure instanceof ApiError && failure.serverMessage) || MSG.signup.usernameCheckFailed);
      }
    }
  };

  // The form's validate reads usernameTaken on submit, not while rendering; the compiler cannot tell.
  /* eslint-disable react-hooks/refs */
  const submit = form.onSubmit(
    async (values) => {
      setError(null);
      const body = payload(values);
      const email = body.email.trim();
      try {
        const delivery = await sendOtp.mutateAsync(body);
        lastSent.current = { email, delivery };
        setOtpStep(lastSent.current);
      } catch (failure) {
        const resumed = resumedDelivery(failure, email, lastSent.current);
        if (resumed) return setOtpStep({ email, delivery: resumed });
        const message = clientErrorText(failure, MSG.signup.sendOtpFailed);
        if (failure instanceof ApiError && failure.field && failure.field in values) form.setFieldError(failure.field, message);
        setError(message);
      }
    },
    (errors) => setError(missingFieldsMessage(errors, MSG.signup.fieldRequired)),
  );
  /* eslint-enable react-hooks/refs */

  const verified = () => {
    notify('green', MSG.signup.success, 'Welcome to BookTutor');
    void navigate('/login', { replace: true });
  };

  return (
    <AuthLayout
      width={otpStep ? 440 : 620}
      title={otpStep ? 'Verify your e-mail' : 'Create your account'}
      subtitle={otpStep ? undefined : 'Join BookTutor and learn every chapter with your own tutor.'}
      footer={
        <Text fz="sm" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600} inherit>
            Sign in
          </Anchor>
        </Text>
      }
    >
      {otpStep ? (
        <SignupOtpStep
          email={otpStep.email}
          firstDelivery={otpStep.delivery}
          onBack={() => setOtpStep(null)}
          onDelivered={(delivery) => (lastSent.current = { email: otpStep.email, delivery })}
          onVerified={verified}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormError message={error} />
            <SignupFormFields form={form} usernameStatus={usernameStatus} onUsernameBlur={() => void onUsernameBlur()} submitting={sendOtp.isPending} />
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
