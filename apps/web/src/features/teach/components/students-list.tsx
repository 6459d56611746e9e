/** The class's students, each removable by the teacher (after a confirm). */
import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconUserMinus } from '@tabler/icons-react';
import type { ClassStudent } from '@booktutor/contracts/classes';
import { errorText } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useRemoveStudent } from '../api/remove-student';

export function StudentsList({ classId, students }: { classId: string; students: ClassStudent[] }) {
  const remove = useRemoveStudent();
  const confirmRemove = (s: ClassStudent) =>
    modals.openConfirmModal({
      title: 'Remove student',
      children: <Text size="sm">Remove {s.fullname} from the class? Their books and results stay theirs.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ classId, userId: s.userId }, { onSuccess: (r) => toast('green', r.message), onError: (error) => toast('red', errorText(error)) }),
    });
  if (!students.length) {
    return (
      <Text c="dimmed" size="sm">
        No students yet. Share the join code with your class.
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="class-students">
      {students.map((s) => (
        <Paper key={s.userId} withBorder radius="md" px="md" py="xs">
          <Group justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate>
                {s.fullname}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                @{s.username} · joined {new Date(s.joinedAt).toLocaleDateString()}
              </Text>
            </div>
            <Tooltip label="Remove from class">
              <ActionIcon variant="subtle" color="red" onClick={() => confirmRemove(s)} aria-label={`Remove ${s.fullname}`}>
                <IconUserMinus size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
