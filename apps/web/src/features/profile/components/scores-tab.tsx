import { lazy, Suspense } from 'react';
import { Center, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { StatisticsData } from '@booktutor/contracts/profile';
import { ChapterProgressCard } from './chapter-progress-card';
import { OverallPerformanceCard } from './overall-performance-card';

// The charting library is large: it loads only when there are scores to draw.
const ScoreHistoryChart = lazy(async () => ({ default: (await import('./score-history-chart')).ScoreHistoryChart }));

export const hasAssessmentData = (data: StatisticsData | undefined) => Boolean(data && data.chapterStats.length > 0);

export function ScoresTab({ data }: { data: StatisticsData | undefined }) {
  if (!data || !hasAssessmentData(data)) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Center>
          <Stack align="center" gap="xs">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconChartBar size={26} />
            </ThemeIcon>
            <Title order={4}>No Assessment Data</Title>
            <Text c="dimmed" ta="center" maw={420}>
              Take a chapter test from the chat to see your scores and progress here.
            </Text>
          </Stack>
        </Center>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <OverallPerformanceCard data={data} />
      <Suspense
        fallback={
          <Center h={120}>
            <Loader size="sm" />
          </Center>
        }
      >
        <ScoreHistoryChart chapters={data.chapterStats} />
      </Suspense>
      <Title order={3} mt="sm">
        Chapter Progress
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {data.chapterStats.map((c) => (
          <ChapterProgressCard key={c.chapterId} chapter={c} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
