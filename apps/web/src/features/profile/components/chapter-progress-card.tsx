import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ChapterStatsWithHistory } from '@booktutor/contracts/profile';
import { percentText } from '@booktutor/contracts/rounding';
import { marks, scoreColor, statusColor, statusLabel } from './progress-status';
import { gradeLabel } from '../../../components/generated-cover';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

export function ChapterProgressCard({ chapter: c }: { chapter: ChapterStatsWithHistory }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="chapter-progress">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {c.chapterTitle}
          </Text>
          {/* Wraps rather than cutting off the subject and grade the spec asks for. */}
          <Text size="sm" c="dimmed">
            {c.bookTitle} · {c.subject} · {gradeLabel(c.grade)}
          </Text>
        </Stack>
        <Badge tt="none" color={statusColor(c.completionStatus, 'chapter')} variant="filled" style={{ flex: 'none' }}>
          {statusLabel(c.completionStatus)}
        </Badge>
      </Group>
      <Group justify="space-between" mb={4}>
        <Text size="sm">Score</Text>
        <Text size="sm" fw={700} data-testid="chapter-score">
          {percentText(c.percentage)}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, c.percentage)}
        color={scoreColor(c.percentage)}
        size="md"
        radius="xl"
        mb="md"
        aria-label={`Score ${percentText(c.percentage)}`}
        data-testid="score-bar"
        data-level={scoreColor(c.percentage)}
      />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs">
        <Item label="Questions" value={`${c.questionsAnswered} / ${c.totalQuestions}`} />
        <Item label="Marks" value={`${marks(c.marksEarned)} / ${marks(c.marksAvailable)}`} />
        <Item label="Correct" value={String(c.correctAnswers)} />
        <Item label="Wrong" value={String(c.incorrectAnswers)} />
        {c.partialAnswers > 0 && <Item label="Partial" value={String(c.partialAnswers)} />}
        <Item label="Time Spent" value={c.timeSpentMinutes === null ? 'N/A' : `${c.timeSpentMinutes} min`} />
        <Item label="Last Attempted" value={new Date(c.lastAttempted).toLocaleString()} />
      </SimpleGrid>
    </Paper>
  );
}
