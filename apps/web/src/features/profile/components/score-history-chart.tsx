import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import type { ChapterStatsWithHistory } from '@booktutor/contracts/profile';

const COLORS = ['blue.6', 'teal.6', 'grape.6', 'orange.6', 'red.6', 'cyan.6', 'lime.7', 'pink.6'];
/** More lines than this stop being readable: the most recently active chapters are shown. */
const MAX_SERIES = COLORS.length;

/** Every attempt as a point in time; each chapter is one line of its scores. */
export function chartData(chapters: ChapterStatsWithHistory[]) {
  const shown = chapters.filter((c) => c.attempts.length > 0).slice(0, MAX_SERIES);
  const series = shown.map((c, i) => ({ name: `c${i}`, label: c.chapterTitle, color: COLORS[i]! }));
  const points = shown.flatMap((c, i) => c.attempts.map((a) => ({ at: a.at, key: `c${i}`, value: a.percentage }))).sort((a, b) => a.at.localeCompare(b.at));
  const data = points.map((p) => ({ date: new Date(p.at).toLocaleDateString(undefined, { month: 'short', day: 'numeric' }), [p.key]: p.value }));
  return { series, data };
}

export function ScoreHistoryChart({ chapters }: { chapters: ChapterStatsWithHistory[] }) {
  const { series, data } = chartData(chapters);
  if (data.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="lg" shadow="xs" data-testid="score-chart">
      <Title order={3}>Scores Over Time</Title>
      <Text size="sm" c="dimmed" mb="md">
        Your score on each test attempt, per chapter.
      </Text>
      <LineChart
        h={260}
        data={data}
        dataKey="date"
        series={series}
        connectNulls
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        yAxisProps={{ domain: [0, 100] }}
        // Several attempts on one day: the date is written once, under the first of them.
        // Room at both ends, so the first and last points (and their dots) are not clipped.
        xAxisProps={{ interval: 0, padding: { left: 16, right: 16 }, tickFormatter: (value: string, index: number) => (index > 0 && data[index - 1]?.date === value ? '' : value) }}
        unit="%"
        curveType="monotone"
        dotProps={{ r: 4 }}
      />
    </Paper>
  );
}
