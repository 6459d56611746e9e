/**
 * Students x chapters: each student's latest score with its status colour (the profile's chapter
 * colours: grey not started, yellow in progress, green completed), sortable by any column, with
 * the class average per chapter in the last row. A chapter's header opens its item statistics.
 */
import { useMemo, useState } from 'react';
import { Badge, Button, Group, ScrollArea, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconChartBar, IconDownload, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ClassProgress, ProgressCell } from '@booktutor/contracts/classes';
import { percentText } from '@booktutor/contracts/rounding';
import { PageLoader } from '../../../components/page-loader';
import { errorText } from '../../../lib/api-error';
import { useClassProgress } from '../api/get-class-progress';
import { downloadText, progressCsv } from './progress-csv';
import { nextSort, sortStudents, type ProgressSort } from './progress-sort';

const STATUS = { not_started: { color: 'gray', label: 'Not Started' }, in_progress: { color: 'yellow', label: 'In Progress' }, completed: { color: 'green', label: 'Completed' } } as const;

const percent = (n: number | null) => (n === null ? '–' : percentText(n));

function Cell({ cell }: { cell: ProgressCell }) {
  const status = STATUS[cell.status];
  return (
    <Tooltip label={`${status.label} · ${cell.questionsAnswered}/${cell.totalQuestions} answered · ${cell.marksEarned}/${cell.marksAvailable} marks`}>
      <Badge color={status.color} variant={cell.status === 'not_started' ? 'outline' : 'light'} radius="sm" size="lg" styles={{ label: { fontVariantNumeric: 'tabular-nums' } }}>
        {percent(cell.percentage)}
      </Badge>
    </Tooltip>
  );
}

function SortHeader({ label, sortKey, sort, onSort, children }: { label: string; sortKey: string; sort: ProgressSort; onSort: (key: string) => void; children?: React.ReactNode }) {
  const Icon = sort.key !== sortKey ? IconArrowsSort : sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Table.Th style={{ whiteSpace: 'nowrap', verticalAlign: 'bottom' }} aria-sort={sort.key === sortKey ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Stack gap={2}>
        {children}
        <UnstyledButton onClick={() => onSort(sortKey)} aria-label={`Sort by ${label}`}>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={700} maw={160} truncate>
              {label}
            </Text>
            <Icon size={14} />
          </Group>
        </UnstyledButton>
      </Stack>
    </Table.Th>
  );
}

export function ProgressTable({ classId, className, onOpenChapter }: { classId: string; className: string; onOpenChapter: (chapter: { chapterId: string; title: string }) => void }) {
  const progress = useClassProgress(classId);
  const [sort, setSort] = useState<ProgressSort>({ key: 'name', direction: 'asc' });
  const data: ClassProgress | undefined = progress.data;
  const students = useMemo(
    () =>
      data
        ? sortStudents(
            data.students,
            sort,
            data.chapters.map((c) => c.chapterId),
          )
        : [],
    [data, sort],
  );

  if (progress.isPending) return <PageLoader label="Loading progress..." />;
  if (progress.isError || !data) return <Text c="red">{errorText(progress.error)}</Text>;
  if (!data.chapters.length) return <Text c="dimmed">The class&apos;s books have no chapters yet.</Text>;
  const onSort = (key: string) => setSort((s) => nextSort(s, key));
  const exportCsv = () => downloadText(`${className.replace(/[^\w-]+/g, '_') || 'class'}-progress.csv`, progressCsv(data));

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Latest score per chapter. Choose a chapter&apos;s chart icon for its questions.
        </Text>
        <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={exportCsv}>
          Export CSV
        </Button>
      </Group>
      <ScrollArea type="auto" offsetScrollbars>
        <Table striped highlightOnHover withTableBorder stickyHeader data-testid="progress-table" miw={320}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader label="Student" sortKey="name" sort={sort} onSort={onSort} />
              {data.chapters.map((c) => (
                <SortHeader key={c.chapterId} label={c.title} sortKey={c.chapterId} sort={sort} onSort={onSort}>
                  <Group gap={2} wrap="nowrap">
                    <Text size="xs" c="dimmed" maw={140} truncate>
                      {c.bookTitle}
                    </Text>
                    <Tooltip label="Question statistics">
                      <UnstyledButton onClick={() => onOpenChapter({ chapterId: c.chapterId, title: c.title })} aria-label={`Question statistics of ${c.title}`}>
                        <IconChartBar size={14} />
                      </UnstyledButton>
                    </Tooltip>
                  </Group>
                </SortHeader>
              ))}
              <SortHeader label="Average" sortKey="average" sort={sort} onSort={onSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {students.map((s) => (
              <Table.Tr key={s.userId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={600}>
                    {s.fullname}
                  </Text>
                  <Text size="xs" c="dimmed">
                    @{s.username}
                  </Text>
                </Table.Td>
                {s.cells.map((cell) => (
                  <Table.Td key={cell.chapterId}>
                    <Cell cell={cell} />
                  </Table.Td>
                ))}
                <Table.Td fw={700}>{percent(s.average)}</Table.Td>
              </Table.Tr>
            ))}
            {!students.length && (
              <Table.Tr>
                <Table.Td colSpan={data.chapters.length + 2}>
                  <Text c="dimmed" size="sm">
                    No students yet.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="class-averages">
              <Table.Th>Class average</Table.Th>
              {data.chapters.map((c) => (
                <Table.Th key={c.chapterId} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {percent(c.classAverage)}
                  <Text size="xs" c="dimmed" fw={400}>
                    {c.studentsStarted} started · {c.studentsCompleted} done
                  </Text>
                </Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollArea>
    </Stack>
  );
}
