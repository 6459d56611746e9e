import { Accordion, Alert, Badge, Button, Center, Loader, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBooks, IconChevronRight } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MSG } from '@booktutor/contracts/messages';
import { useLibraryChapters, type LibraryBook } from '../api/get-library-chapters';
import type { LibraryChapterChoice } from '../../library/components/library-sidebar';
import numbers from '../../../components/chapter-number.module.css';

function BookChapters({ book, onSelect }: { book: LibraryBook; onSelect: (chapter: LibraryChapterChoice) => void }) {
  if (!book.chapters.length) {
    return (
      <Text size="sm" c="dimmed">
        No chapters available
      </Text>
    );
  }
  return (
    <Stack gap={4} className={numbers.list}>
      {book.chapters.map((c) => (
        <UnstyledButton
          key={c._id}
          onClick={() => onSelect({ chapterId: c._id, title: c.title, bookId: book.bookId, bookTitle: book.title })}
          p="xs"
          style={{ borderRadius: 8 }}
          className={`chapter-choice ${numbers.item}`}
        >
          <Text size="sm" fw={500} className={numbers.number}>
            <VisuallyHidden>Open chapter </VisuallyHidden>
            {c.title}
          </Text>
          {c.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {c.description}
            </Text>
          )}
          {c.totalQuestions > 0 && (
            <Badge size="xs" variant="light" mt={4}>
              {c.totalQuestions} test questions
            </Badge>
          )}
        </UnstyledButton>
      ))}
    </Stack>
  );
}

/** With no chapter selected: the subscribed books and their chapters to choose from. */
export function ChapterPicker({ onSelect }: { onSelect: (chapter: LibraryChapterChoice) => void }) {
  const navigate = useNavigate();
  const library = useLibraryChapters(true);
  return (
    <Center py="xl" px="md">
      <Paper withBorder radius="lg" p="xl" w="100%" maw={620} shadow="sm">
        <Stack gap="md">
          <Stack gap={4} align="center">
            <IconBooks size={36} color="var(--mantine-color-blue-6)" />
            <Title order={3}>Choose a chapter</Title>
            <Text size="sm" c="dimmed" ta="center">
              Pick a chapter from your library to chat with your tutor and take its test.
            </Text>
          </Stack>
          {library.isLoading && (
            <Center py="md">
              <Loader size="sm" />
              <Text ml="sm" size="sm">
                Loading your books
              </Text>
            </Center>
          )}
          {library.isError && (
            <Alert color="red" title={MSG.collections.booksFetchFailed}>
              <Button size="xs" variant="light" color="red" onClick={() => void library.refetch()}>
                Try again
              </Button>
            </Alert>
          )}
          {library.data?.length === 0 && (
            <Stack align="center" gap="xs">
              <Text size="sm">You haven&apos;t subscribed to any books yet</Text>
              <Button onClick={() => void navigate('/collections')} rightSection={<IconChevronRight size={16} />}>
                Browse Collections
              </Button>
            </Stack>
          )}
          {!!library.data?.length && (
            <Accordion variant="separated" radius="md" defaultValue={library.data[0]!.bookId}>
              {library.data.map((book) => (
                <Accordion.Item key={book.bookId} value={book.bookId}>
                  <Accordion.Control>{book.title}</Accordion.Control>
                  <Accordion.Panel>
                    <BookChapters book={book} onSelect={onSelect} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
