/**
 * The profile's "Join a class" card: a student enters the teacher's join code and sees the
 * classes they are in (and may leave one). Teachers do not join classes, so it shows nothing for them.
 */
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconDoorExit, IconSchool } from '@tabler/icons-react';
import { joinClassBody } from '@booktutor/contracts/classes';
import { errorText } from '../../../lib/api-error';
import { getUserId, isTeacherSignedIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useClasses } from '../api/get-classes';
import { useJoinClass } from '../api/join-class';
import { useRemoveStudent } from '../api/remove-student';

export function JoinClassCard() {
  const classes = useClasses();
  const join = useJoinClass();
  const leave = useRemoveStudent();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (isTeacherSignedIn()) return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = joinClassBody.safeParse({ joinCode: code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    join.mutate(parsed.data.joinCode, {
      onSuccess: (r) => {
        toast('green', r.message);
        setCode('');
      },
      onError: (e) => setError(errorText(e)),
    });
  };
  const joined = classes.data?.joined ?? [];

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="join-class-card">
      <Group gap="xs" mb="sm">
        <IconSchool size={20} />
        <Title order={4}>Join a class</Title>
      </Group>
      <form onSubmit={submit}>
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            miw={0}
            placeholder="Code from your teacher"
            aria-label="Join code"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={error}
            maxLength={40}
            autoComplete="off"
            // The typed code is spaced capitals; the placeholder keeps the ordinary font so it fits at 390 px.
            styles={{ input: code ? { fontFamily: 'monospace', textTransform: 'uppercase', letterSpacing: 2 } : {} }}
          />
          <Button type="submit" loading={join.isPending}>
            Join
          </Button>
        </Group>
      </form>
      {joined.length > 0 && (
        <Stack gap={6} mt="md" data-testid="my-classes">
          <Text size="sm" fw={600}>
            My classes
          </Text>
          {joined.map((c) => (
            <Group key={c.classId} justify="space-between" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Text fw={600} truncate>
                    {c.name}
                  </Text>
                  <Badge size="xs" variant="light">
                    Grade {c.grade}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {c.teacherName} · {c.books.map((b) => b.title).join(', ')}
                </Text>
              </div>
              <Tooltip label="Leave class">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Leave ${c.name}`}
                  onClick={() => leave.mutate({ classId: c.classId, userId: getUserId() ?? '' }, { onSuccess: (r) => toast('green', r.message), onError: (e) => toast('red', errorText(e)) })}
                >
                  <IconDoorExit size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
