import { Paper, RingProgress, SimpleGrid, Stack, Text, Title, Group } from '@mantine/core';
import type { StatisticsData } from '@booktutor/contracts/profile';
import { percentText } from '@booktutor/contracts/rounding';
import { marks } from './progress-status';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fz={26} fw={700} style={{ whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {label}
      </Text>
    </Stack>
  );
}

export function OverallPerformanceCard({ data }: { data: StatisticsData }) {
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" data-testid="overall-performance">
      <Title order={3} mb="md">
        Overall Performance
      </Title>
      <Group align="center" gap="xl" wrap="wrap" justify="space-around">
        <RingProgress
          size={130}
          thickness={12}
          roundCaps
          sections={[{ value: Math.min(100, data.overallPercentage), color: 'blue' }]}
          label={
            <Stack gap={0} align="center">
              <Text fw={700} fz="xl" data-testid="overall-score">
                {percentText(data.overallPercentage)}
              </Text>
              <Text size="xs" c="dimmed">
                Overall Score
              </Text>
            </Stack>
          }
        />
        {/* At least 280 px wide: on a phone the figures go under the ring instead of being squeezed beside it. */}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg" style={{ flex: '1 1 280px' }}>
          <Figure label="Books Started" value={String(data.totalBooksAttempted)} testId="books-started" />
          <Figure label="Chapters Attempted" value={String(data.totalChaptersAttempted)} testId="chapters-attempted" />
          <Figure label="Questions Answered" value={String(data.totalQuestionsAnswered)} testId="questions-answered" />
          <Figure label="Marks Earned" value={`${marks(data.totalMarksEarned)} / ${marks(data.totalMarksAvailable)}`} testId="marks-earned" />
        </SimpleGrid>
      </Group>
    </Paper>
  );
}
