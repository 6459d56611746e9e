import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { MSG } from '@booktutor/contracts/messages';
import { AuthLayout } from '../../../components/auth-layout';
import type { OtpDelivery } from '../api/otp-delivery';
import { ForgotEmailStep } from '../components/forgot-email-step';
import { ResetPasswordStep } from '../components/reset-password-step';
import { notify } from '../../../lib/toast';

/** Two steps: the e-mail, then the code with a new password; success goes to /login. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [delivery, setDelivery] = useState<OtpDelivery | null>(null);
  const [earlier, setEarlier] = useState<{ email: string; delivery: OtpDelivery } | null>(null);

  const done = () => {
    notify('green', MSG.forgot.success, 'Password changed');
    void navigate('/login', { replace: true });
  };

  return (
    <AuthLayout
      title={delivery ? 'Choose a new password' : 'Forgot your password?'}
      subtitle={delivery ? undefined : "Enter your account's e-mail and we will send you a reset code."}
      footer={
        <Text fz="sm" c="dimmed">
          Remembered it?{' '}
          <Anchor component={Link} to="/login" fw={600} inherit>
            Back to sign in
          </Anchor>
        </Text>
      }
    >
      {delivery ? (
        <ResetPasswordStep email={email} firstDelivery={delivery} onBack={() => setDelivery(null)} onDelivered={(sent) => setEarlier({ email, delivery: sent })} onDone={done} />
      ) : (
        <ForgotEmailStep
          initialEmail={email}
          earlier={earlier}
          onSent={(address, sent) => {
            setEmail(address);
            setDelivery(sent);
            setEarlier({ email: address, delivery: sent });
          }}
        />
      )}
    </AuthLayout>
  );
}
