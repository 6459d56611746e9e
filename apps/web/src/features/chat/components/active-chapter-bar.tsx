import { Badge, Button, Group, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import type { TestProgress } from '@booktutor/contracts/chat';
import { scoreLine } from './score-line';

/** The running score of the test in progress: marks, percentage, questions answered. */
export function RunningScore({ test }: { test: TestProgress }) {
  const s = test.score;
  const done = test.status === 'finished';
  return (
    <Tooltip label={done ? 'Final score of your last test' : 'Your score so far in this test'}>
      <Stack gap={2} miw={170} data-testid="running-score">
        <Group gap={6} justify="space-between">
          <Badge variant={done ? 'filled' : 'light'} color={done ? 'green' : 'blue'} size="sm">
            {done ? 'Test finished' : 'Test in progress'}
          </Badge>
          <Text size="xs" fw={600}>
            {scoreLine(s, done)}
          </Text>
        </Group>
        <Progress value={s.totalQuestions ? (s.answeredQuestions / s.totalQuestions) * 100 : 0} size="sm" aria-label="Questions answered" />
        <Text size="xs" c="dimmed">
          {s.answeredQuestions} of {s.totalQuestions} questions answered
        </Text>
      </Stack>
    </Tooltip>
  );
}

export function ActiveChapterBar({ title, bookTitle, test, onExit }: { title: string; bookTitle?: string | undefined; test: TestProgress | null; onExit: () => void }) {
  return (
    <Paper withBorder radius="md" px="md" py="xs" shadow="xs">
      <Group justify="space-between" wrap="wrap" gap="sm">
        {/* Room for the title first: on a phone the running score goes under it rather than squeezing it to "Rivers…". */}
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Active Chapter
          </Text>
          <Text fw={600} truncate data-testid="active-chapter-title">
            {title}
          </Text>
          {bookTitle && (
            <Text size="xs" c="dimmed" truncate>
              {bookTitle}
            </Text>
          )}
        </Stack>
        {test && <RunningScore test={test} />}
        <Button variant="light" color="gray" leftSection={<IconDoorExit size={16} />} onClick={onExit}>
          Exit Chapter
        </Button>
      </Group>
    </Paper>
  );
}
