import { useEffect, useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy, IconEdit, IconLock, IconX } from '@tabler/icons-react';
import { PUBLISHERS } from '@booktutor/contracts/domain';
import { MSG } from '@booktutor/contracts/messages';
import type { UserProfile } from '@booktutor/contracts/profile';
import { ApiError, errorText } from '../../../lib/api-error';
import { useUpdateProfile, type ProfileDetails } from '../api/update-profile';
import type { EmailCodeSent } from '../api/email-change';
import { EmailConfirmation } from './email-confirmation';
import { notify } from '../../../lib/toast';

/** The profile screen offers grades 1 to 12 (spec section 5); a saved other value stays selectable. */
const GRADES = Array.from({ length: 12 }, (_, i) => String(i + 1));

const detailsOf = (p: UserProfile): ProfileDetails => ({ fullname: p.fullname, email: p.email, phone: p.phone, grade: p.grade, publisher: p.publisher });

export const memberSince = (createdAt: string | null) => {
  const date = createdAt ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }) : 'Unknown';
};

export function PersonalInfoCard(props: { profile: UserProfile; editing: boolean; onEditingChange: (editing: boolean) => void }) {
  const { profile, editing } = props;
  const [form, setForm] = useState(() => detailsOf(profile));
  const [fieldError, setFieldError] = useState<{ field?: string; message: string } | null>(null);
  const [codeSent, setCodeSent] = useState<EmailCodeSent | null>(null);
  const update = useUpdateProfile();

  // Outside edit mode the form always shows what is saved; Cancel therefore restores it.
  useEffect(() => {
    if (!editing) {
      setForm(detailsOf(profile));
      setFieldError(null);
    }
  }, [editing, profile]);

  const set = (key: keyof ProfileDetails) => (value: string | null) => {
    setForm((f) => ({ ...f, [key]: value ?? '' }));
    if (fieldError?.field === key) setFieldError(null);
  };
  const save = () =>
    update.mutate(form, {
      onSuccess: (answer) => {
        props.onEditingChange(false);
        if (answer.emailChange) setCodeSent(answer.emailChange);
        notify('green', answer.message || MSG.profile.updated);
      },
      onError: (error) => {
        const message = errorText(error, MSG.profile.updateFailed);
        setFieldError({ field: error instanceof ApiError ? error.field : undefined, message });
        notify('red', message);
      },
    });
  const errorFor = (key: string) => (fieldError?.field === key ? fieldError.message : undefined);
  // Read-only fields look filled rather than editable until Edit Profile is pressed.
  const variant = editing ? 'default' : 'filled';
  // Fields no one can edit stay filled with a lock, in normal text: 'disabled' greyed them to 1.4:1.
  const fixedField = { readOnly: true, variant: 'filled', rightSection: <IconLock size={14} aria-hidden /> } as const;
  const gradeOptions = GRADES.includes(form.grade) ? GRADES : [...GRADES, form.grade];

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" data-testid="personal-info">
      <Group justify="space-between" mb="md">
        <Title order={3}>Personal Information</Title>
        {editing ? (
          <Group gap="xs">
            <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} loading={update.isPending} onClick={save}>
              Save
            </Button>
            <Button size="xs" variant="default" leftSection={<IconX size={14} />} disabled={update.isPending} onClick={() => props.onEditingChange(false)}>
              Cancel
            </Button>
          </Group>
        ) : (
          <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => props.onEditingChange(true)}>
            Edit Profile
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Username" {...fixedField} value={profile.username} description={MSG.profile.usernameReadOnly} />
        <TextInput label="Full Name" variant={variant} value={form.fullname} readOnly={!editing} onChange={(e) => set('fullname')(e.currentTarget.value)} error={errorFor('fullname')} />
        <TextInput label="Email" variant={variant} type="email" value={form.email} readOnly={!editing} onChange={(e) => set('email')(e.currentTarget.value)} error={errorFor('email')} />
        <TextInput label="Phone" variant={variant} type="tel" value={form.phone} readOnly={!editing} onChange={(e) => set('phone')(e.currentTarget.value)} error={errorFor('phone')} />
        <Select
          label="Grade"
          variant={variant}
          data-testid="profile-grade"
          data={gradeOptions}
          value={form.grade}
          onChange={set('grade')}
          readOnly={!editing}
          allowDeselect={false}
          error={errorFor('grade')}
        />
        <Select
          label="Publisher"
          variant={variant}
          data-testid="profile-publisher"
          data={[...PUBLISHERS]}
          value={form.publisher}
          onChange={set('publisher')}
          readOnly={!editing}
          allowDeselect={false}
          error={errorFor('publisher')}
        />
        <TextInput label="Account Type" {...fixedField} value={profile.role.charAt(0).toUpperCase() + profile.role.slice(1)} description={MSG.profile.roleReadOnly} />
        <TextInput label="Member Since" {...fixedField} value={memberSince(profile.createdAt)} />
      </SimpleGrid>
      <EmailConfirmation profile={profile} sent={codeSent} onSent={setCodeSent} />
    </Paper>
  );
}
