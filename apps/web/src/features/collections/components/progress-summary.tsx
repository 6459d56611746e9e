import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { UserProgress } from '@booktutor/contracts/catalogue';

const STATUS = { not_started: { label: 'Not Started', color: 'gray' }, in_progress: { label: 'In Progress', color: 'blue' }, completed: { label: 'Completed', color: 'green' } } as const;

export function StatusBadge({ status }: { status: string }) {
  const known = STATUS[status as keyof typeof STATUS] ?? { label: 'Unknown', color: 'gray' };
  return (
    <Badge size="sm" variant="light" color={known.color}>
      {known.label}
    </Badge>
  );
}

/** My Collection's progress block: percentage with bar, status, chapters, minutes, average score. */
export function ProgressSummary({ progress, totalChapters }: { progress: UserProgress; totalChapters: number }) {
  const percent = Math.round(progress.progressPercentage);
  return (
    <Stack gap={6} data-testid="progress-summary">
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={600}>
          Progress {percent}%
        </Text>
        <StatusBadge status={progress.status} />
      </Group>
      <Progress value={percent} size="sm" radius="xl" color={progress.status === 'completed' ? 'green' : 'blue'} aria-label={`Progress ${percent}%`} />
      <Group justify="space-between" gap={4}>
        <Text size="xs" c="dimmed">
          {progress.chaptersCompleted}/{totalChapters} chapters
        </Text>
        <Text size="xs" c="dimmed">
          {progress.totalTimeSpent} min
        </Text>
        <Text size="xs" c="dimmed">
          Avg {Math.round(progress.averageScore)}%
        </Text>
      </Group>
    </Stack>
  );
}
