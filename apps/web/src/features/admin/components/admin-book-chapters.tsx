import { ActionIcon, Center, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import { ApiError } from '../../../lib/api-error';
import { useAdminBookChapters } from '../api/get-admin-book-chapters';
import { useDeleteChapter } from '../api/delete-chapter';

const toast = (color: 'green' | 'red', message: string) => notifications.show({ color, message, autoClose: LIMITS.toastMs });
const reason = (error: unknown) => (error instanceof ApiError ? (error.serverMessage ?? error.message) : MSG.generic.unexpected);

/** A book's chapters in the admin collections, each with a delete button (confirmed first). */
export function AdminBookChapters({ bookId }: { bookId: string }) {
  const chapters = useAdminBookChapters(bookId);
  const remove = useDeleteChapter();

  const confirmDelete = (chapterId: string, title: string) =>
    modals.openConfirmModal({
      title: `Delete "${title}"?`,
      children: <Text size="sm">{MSG.books.confirmDeleteChapter}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(chapterId, {
          onSuccess: () => toast('green', MSG.books.chapterDeleted),
          onError: (error) => toast('red', MSG.books.chapterDeleteFailed + reason(error)),
        }),
    });

  if (chapters.isLoading) {
    return (
      <Center py="sm">
        <Loader size="sm" />
      </Center>
    );
  }
  if (chapters.isError) return <Text c="red" size="sm">{MSG.books.chaptersFetchFailed}</Text>;
  if (!chapters.data?.length) {
    return (
      <Paper withBorder radius="md" p="md" ta="center" bg="var(--mantine-color-default-hover)">
        <Title order={5}>No Chapters Available</Title>
        <Text size="sm" c="dimmed">
          Chapters can be added from the Admin Dashboard.
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap={6}>
      {chapters.data.map((c, i) => (
        <Group key={c._id} justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {i + 1}. {c.title}
            </Text>
            <Text size="xs" c="dimmed">
              {c.totalQuestions} questions · {c.totalMarks} marks
            </Text>
          </div>
          <Tooltip label="Delete chapter">
            <ActionIcon variant="subtle" color="red" onClick={() => confirmDelete(c._id, c.title)} aria-label={`Delete chapter ${c.title}`}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
    </Stack>
  );
}
