import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { StatisticsData, UserProfile } from '@booktutor/contracts/profile';
import { memberSince } from './personal-info-card';
import { percentText } from '@booktutor/contracts/rounding';
import { statusColor, statusLabel } from './progress-status';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}

const PROVIDERS: Record<string, string> = { local: 'Username and password', google: 'Google', facebook: 'Facebook' };

/** Account facts, progress per book and the latest test activity. */
export function AdditionalInfoTab({ profile, data }: { profile: UserProfile; data: StatisticsData | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="lg" p="lg">
        <Title order={4} mb="sm">
          Account
        </Title>
        <Stack gap="xs">
          <Row label="Member since" value={memberSince(profile.createdAt)} />
          <Row label="Sign-in method" value={PROVIDERS[profile.authProvider] ?? profile.authProvider} />
          <Row label="Publisher" value={profile.publisher} />
          <Row label="Grade" value={profile.grade} />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Title order={4} mb="sm">
          Books in Progress
        </Title>
        {!data?.bookStats.length ? (
          <Text size="sm" c="dimmed">
            No books started yet.
          </Text>
        ) : (
          <Stack gap="sm">
            {data.bookStats.map((b) => (
              <Stack key={b.bookId} gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {b.bookTitle}
                  </Text>
                  <Badge tt="none" size="sm" variant="filled" color={statusColor(b.status, 'book')}>
                    {statusLabel(b.status)}
                  </Badge>
                </Group>
                <Progress value={b.progressPercentage} size="sm" color={statusColor(b.status, 'book')} aria-label={`${b.bookTitle}: progress ${b.progressPercentage}%`} />
                <Text size="xs" c="dimmed">
                  {Math.round(b.progressPercentage)}% of questions answered · {b.chaptersCompleted}/{b.totalChapters} chapters completed · average score {Math.round(b.averageScore)}%
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="lg" p="lg" style={{ gridColumn: '1 / -1' }}>
        <Title order={4} mb="sm">
          Recent Activity
        </Title>
        {!data?.recentActivity.length ? (
          <Text size="sm" c="dimmed">
            No tests taken yet.
          </Text>
        ) : (
          <Stack gap={6}>
            {data.recentActivity.map((a) => (
              <Group key={a.attemptId} justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {a.chapterTitle}{' '}
                  <Text span c="dimmed">
                    ({a.bookTitle}) · attempt {a.attemptNumber}
                  </Text>
                </Text>
                <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                  {percentText(a.percentage)} · {new Date(a.at).toLocaleString()}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </SimpleGrid>
  );
}
