import { ActionIcon, Center, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { MSG } from '@booktutor/contracts/messages';
import { useAdminBookChapters } from '../api/get-admin-book-chapters';
import { useConfirmDeleteChapter } from '../../../lib/catalogue/use-confirm-delete-chapter';

/** A book's chapters in the admin collections, each with a delete button (confirmed first). */
export function AdminBookChapters({ bookId }: { bookId: string }) {
  const chapters = useAdminBookChapters(bookId);
  const confirmDelete = useConfirmDeleteChapter();

  if (chapters.isLoading) {
    return (
      <Center py="sm">
        <Loader size="sm" />
      </Center>
    );
  }
  if (chapters.isError)
    return (
      <Text c="red" size="sm">
        {MSG.books.chaptersFetchFailed}
      </Text>
    );
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
