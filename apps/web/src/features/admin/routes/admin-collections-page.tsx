/** /admin/collections: every book of every publisher, its chapters, and deletion of both. */
import { useState } from 'react';
import { ActionIcon, Badge, Box, Button, Card, Center, Collapse, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBooks, IconLock, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Book } from '@booktutor/contracts/catalogue';
import { MSG } from '@booktutor/contracts/messages';
import { BookCover } from '../../../components/book-cover';
import { ApiError, failureReason } from '../../../lib/api-error';
import { getAdminToken } from '../../../lib/session';
import { KEEP_TOASTS_CLEAR, toast } from '../../../lib/toast';
import { useAdminBooks } from '../api/get-admin-books';
import { useDeleteBook } from '../api/delete-book';
import { AdminBookChapters } from '../components/admin-book-chapters';
import { AdminPageHeader } from '../components/admin-page-header';
import { gradeLabel } from '../../../components/generated-cover';

function AuthenticationRequired() {
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <Stack align="center" gap="xs">
        <ThemeIcon size={52} radius="xl" variant="light" color="red">
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={3}>Authentication Required</Title>
        <Text c="dimmed">{MSG.books.adminViewLogin}</Text>
        <Button component={Link} to="/admin-login" mt="sm">
          Login
        </Button>
      </Stack>
    </Paper>
  );
}

function AdminBookCard({ book, onDelete }: { book: Book; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="lg" padding="sm" data-testid="admin-book-card" aria-label={book.title}>
      <Card.Section p="sm" pb={0} pos="relative">
        <BookCover src={book.bookCoverImgLink} title={book.title} subject={book.subject} grade={book.grade} />
        <Tooltip label="Delete book">
          <ActionIcon variant="filled" color="red" pos="absolute" top={18} right={18} onClick={onDelete} aria-label={`Delete book ${book.title}`} {...KEEP_TOASTS_CLEAR}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Text fw={700} lineClamp={2}>
          {book.title}
        </Text>
        <Text size="sm" c="dimmed">
          {book.publisher}
        </Text>
        <Group gap={6} mt={4}>
          <Badge size="sm" variant="light" tt="none">
            {book.subject}
          </Badge>
          <Badge size="sm" variant="light" color="gray" tt="none">
            {gradeLabel(book.grade)}
          </Badge>
        </Group>
      </Stack>
      <Button mt="md" size="xs" px={6} variant="light" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        View Chapters ({book.totalChapters})
      </Button>
      <Collapse expanded={open} keepMounted={false}>
        <Box mt="sm">{open && <AdminBookChapters bookId={book._id} />}</Box>
      </Collapse>
    </Card>
  );
}

export function AdminCollectionsPage() {
  const hasToken = Boolean(getAdminToken());
  const books = useAdminBooks(hasToken);
  const remove = useDeleteBook();
  const unauthorized = !hasToken || (books.error instanceof ApiError && books.error.status === 401);

  const confirmDelete = (book: Book) =>
    modals.openConfirmModal({
      title: `Delete "${book.title}"?`,
      children: <Text size="sm">{MSG.books.confirmDeleteBook}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(book._id, { onSuccess: () => toast('green', MSG.books.bookDeleted), onError: (error) => toast('red', MSG.books.bookDeleteFailed + failureReason(error)) }),
    });

  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" pb={64}>
      <AdminPageHeader title="Book Collections" subtitle="View all available books and chapters" backLabel="Back to Dashboard" showCollectionsLink={false} />
      <Container size="lg">
        {unauthorized && <AuthenticationRequired />}
        {!unauthorized && books.isLoading && (
          <Center py={64}>
            <Stack align="center" gap="xs">
              <Loader />
              <Text c="dimmed">Loading collections...</Text>
            </Stack>
          </Center>
        )}
        {!unauthorized && books.isError && (
          <Paper withBorder p="lg" c="red">
            {MSG.books.booksFetchFailed}
          </Paper>
        )}
        {books.isSuccess && books.data.length === 0 && (
          <Paper withBorder radius="lg" p="xl" ta="center">
            <Stack align="center" gap="xs">
              <ThemeIcon size={52} radius="xl" variant="light" color="gray">
                <IconBooks size={26} />
              </ThemeIcon>
              <Title order={3}>No Books Available</Title>
              <Button component={Link} to="/admin/add-book" mt="sm">
                Add Book
              </Button>
            </Stack>
          </Paper>
        )}
        {books.isSuccess && books.data.length > 0 && (
          <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing={{ base: 'xs', sm: 'lg' }}>
            {books.data.map((book) => (
              <AdminBookCard key={book._id} book={book} onDelete={() => confirmDelete(book)} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </Box>
  );
}
