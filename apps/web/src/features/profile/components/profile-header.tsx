import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Avatar, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { UserProfile } from '@booktutor/contracts/profile';
import { ProfilePictureControls } from './profile-picture-controls';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Avatar (picture, pending preview, or the username's first letter), full name, role, close. */
export function ProfileHeader({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<File | null>(null);
  const preview = useMemo(() => (pending ? URL.createObjectURL(pending) : null), [pending]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const src = preview ?? profile.profilePicture;

  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={src} size={96} radius={96} color="blue" alt={profile.username} data-testid="profile-avatar">
            {profile.username.charAt(0).toUpperCase()}
          </Avatar>
          <Stack gap={6}>
            <Title order={2} data-testid="profile-fullname">
              {profile.fullname}
            </Title>
            <Text c="dimmed" data-testid="profile-role">
              {capitalise(profile.role)}
            </Text>
            <ProfilePictureControls hasPicture={Boolean(profile.profilePicture)} pending={pending} onPendingChange={setPending} />
          </Stack>
        </Group>
        <Tooltip label="Back to chat">
          <ActionIcon variant="subtle" size="lg" aria-label="Close profile" onClick={() => void navigate('/chat')}>
            <IconX size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
