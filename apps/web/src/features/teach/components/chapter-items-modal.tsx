/** Item statistics of one chapter: per question, the share of correct, partial and wrong answers. */
import { Group, Modal, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { percentText } from '@booktutor/contracts/rounding';
import { PageLoader } from '../../../components/page-loader';
import { errorText } from '../../../lib/api-error';
import { useChapterItems } from '../api/get-chapter-items';

export function ChapterItemsModal({ classId, chapter, onClose }: { classId: string; chapter: { chapterId: string; title: string } | null; onClose: () => void }) {
  const items = useChapterItems(classId, chapter?.chapterId ?? null);
  return (
    <Modal opened={!!chapter} onClose={onClose} title={chapter ? `Questions: ${chapter.title}` : ''} size="lg" centered>
      {items.isPending ? (
        <PageLoader />
      ) : items.isError ? (
        <Text c="red">{errorText(items.error)}</Text>
      ) : (
        <Stack gap="sm" data-testid="item-stats">
          <Text size="sm" c="dimmed">
            From the latest attempt of {items.data.studentsAnswered} student{items.data.studentsAnswered === 1 ? '' : 's'}.
          </Text>
          {items.data.items.map((item) => (
            <Paper key={item.questionNumber} withBorder radius="md" p="sm">
              <Text size="sm" fw={600}>
                {item.questionNumber}. {item.question || 'Question no longer in the chapter'}
              </Text>
              <Group justify="space-between" mt={4}>
                <Text size="xs" c="dimmed">
                  {item.answered} answered · {item.maxMarks} mark{item.maxMarks === 1 ? '' : 's'}
                </Text>
                <Text size="xs" fw={600}>
                  Facility {item.facility === null ? '–' : percentText(item.facility)}
                </Text>
              </Group>
              <Progress.Root size="lg" mt={6}>
                <Tooltip label={`Correct ${item.correctShare}% (${item.correct})`}>
                  <Progress.Section value={item.correctShare} color="green" />
                </Tooltip>
                <Tooltip label={`Partial ${item.partialShare}% (${item.partial})`}>
                  <Progress.Section value={item.partialShare} color="yellow" />
                </Tooltip>
                <Tooltip label={`Wrong ${item.wrongShare}% (${item.wrong})`}>
                  <Progress.Section value={item.wrongShare} color="red" />
                </Tooltip>
              </Progress.Root>
              <Text size="xs" c="dimmed" mt={4}>
                Correct {item.correctShare}% · Partial {item.partialShare}% · Wrong {item.wrongShare}%
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
