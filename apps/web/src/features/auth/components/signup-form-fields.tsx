import { Button, Group, Loader, PasswordInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { FocusEvent } from 'react';
import { IconCheck, IconMail } from '@tabler/icons-react';
import { USER_GRADES, type Role, type UserGrade } from '@booktutor/contracts/domain-values';

export interface SignupValues {
  username: string;
  fullname: string;
  email: string;
  phone: string;
  role: Role;
  grade: UserGrade;
  password: string;
  confirmPassword: string;
}

export type UsernameStatus = 'unknown' | 'checking' | 'free' | 'taken' | 'error';

const GRADE_OPTIONS = USER_GRADES.map((grade) => ({ value: grade, label: grade === 'College Student' ? grade : `Grade ${grade}` }));

interface SignupFormFieldsProps {
  form: UseFormReturnType<SignupValues>;
  usernameStatus: UsernameStatus;
  onUsernameBlur: () => void;
  submitting: boolean;
}

/** Every field of the sign-up payload except the publisher, which the client sets. */
export function SignupFormFields({ form, usernameStatus, onUsernameBlur, submitting }: SignupFormFieldsProps) {
  const usernameInput = form.getInputProps('username');
  // getInputProps is typed as a bag of any; its onBlur marks the field touched.
  const markTouched = usernameInput.onBlur as ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
  const usernameMark =
    usernameStatus === 'checking' ? <Loader size={16} /> : usernameStatus === 'free' ? <IconCheck size={16} color="var(--mantine-color-teal-6)" aria-label="Username is available" /> : null;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Username"
          autoComplete="username"
          autoFocus
          rightSection={usernameMark}
          {...usernameInput}
          onBlur={(event) => {
            markTouched?.(event);
            onUsernameBlur();
          }}
        />
        <TextInput label="Full name" autoComplete="name" {...form.getInputProps('fullname')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <Radio.Group label="I am a" {...form.getInputProps('role')}>
          <Group gap="lg" mt={10}>
            <Radio value="student" label="Student" />
            <Radio value="teacher" label="Teacher" />
          </Group>
        </Radio.Group>
        <Select label="Grade" data={GRADE_OPTIONS} allowDeselect={false} {...form.getInputProps('grade')} />
        <PasswordInput label="Password" autoComplete="new-password" {...form.getInputProps('password')} />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
      </SimpleGrid>
      <Button type="submit" size="md" fullWidth loading={submitting} leftSection={<IconMail size={18} />}>
        Send verification code
      </Button>
    </Stack>
  );
}
