import { useEffect } from 'react';
import { ActionIcon, Alert, Badge, Box, Button, Center, Group, Loader, Modal, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBookmarkPlus, IconMessageChatbot, IconPlus, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MSG } from '@booktutor/contracts/messages';
import { BookCover } from '../../../components/book-cover';
import { getAdminToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useConfirmDeleteChapter } from '../../../lib/catalogue/use-confirm-delete-chapter';
import { useBookChapters } from '../../../lib/catalogue/get-book-chapters';
import { gradeLabel } from '../../../components/generated-cover';

export interface DialogBook {
  bookId: string;
  title: string;
  publisher?: string | undefined;
  grade?: string | undefined;
  subject?: string | undefined;
  coverImage?: string | undefined;
}

/** Subscribe or Remove in the dialog (the carousel's ?bookId= dialog), as on the book's card. */
export interface DialogSubscription {
  isSubscribed: boolean;
  busy: boolean;
  onSubscribe: () => void;
  onRemove: () => void;
}

/** A book's numbered chapters with a Test button each; admins may also delete and add chapters. */
export function ChaptersDialog({ book, subscription, onClose }: { book: DialogBook | null; subscription?: DialogSubscription | undefined; onClose: () => void }) {
  const navigate = useNavigate();
  const chapters = useBookChapters(book?.bookId ?? null);
  const confirmDelete = useConfirmDeleteChapter();
  const isAdmin = Boolean(getAdminToken());

  useEffect(() => {
    if (chapters.isError) toast('red', MSG.collections.chaptersFetchFailed);
  }, [chapters.isError]);

  const list = chapters.data ?? [];
  return (
    <Modal opened={Boolean(book)} onClose={onClose} size="xl" title={<Text fw={700}>Chapters</Text>} centered closeButtonProps={{ 'aria-label': 'Dismiss chapters' }}>
      {book && (
        <Stack>
          <Group gap="md" wrap="nowrap" align="center">
            <Box w={{ base: 90, sm: 120 }} style={{ flex: 'none' }}>
              <BookCover src={book.coverImage} title={book.title} subject={book.subject} grade={book.grade} />
            </Box>
            <Box style={{ minWidth: 0 }}>
              <Title order={3}>{book.title}</Title>
              <Text c="dimmed" size="sm">
                {book.publisher || 'Unknown'}
              </Text>
              <Group gap="xs" mt="xs">
                {book.grade && (
                  <Badge variant="light" tt="none">
                    {gradeLabel(book.grade)}
                  </Badge>
                )}
                {chapters.isSuccess && (
                  <Badge variant="light" color="gray">
                    {list.length} {list.length === 1 ? 'chapter' : 'chapters'}
                  </Badge>
                )}
              </Group>
            </Box>
          </Group>
          {chapters.isLoading && (
            <Center py="lg">
              <Loader size="sm" />
            </Center>
          )}
          {chapters.isError && <Alert color="red">{MSG.collections.chaptersFetchFailed}</Alert>}
          {chapters.isSuccess && list.length === 0 && (
            <Paper withBorder p="lg" radius="md" ta="center">
              <Title order={4}>No Chapters Available</Title>
              <Text c="dimmed" size="sm" mt={4}>
                {isAdmin ? 'Chapters can be added from the Admin Dashboard.' : 'Please check back later.'}
              </Text>
            </Paper>
          )}
          {list.length > 0 && (
            <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {list.map((chapter, i) => (
                <Paper key={chapter._id} component="li" withBorder radius="md" p="sm" data-testid="chapter-row">
                  <Group justify="space-between" wrap="nowrap">
                    <Box style={{ minWidth: 0 }}>
                      <Text fw={600}>
                        {i + 1}. {chapter.title}
                      </Text>
                      {chapter.description && (
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {chapter.description}
                        </Text>
                      )}
                    </Box>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" leftSection={<IconMessageChatbot size={14} />} onClick={() => void navigate(`/chat?chapterId=${chapter._id}`)} aria-label={`Test ${chapter.title}`}>
                        Test
                      </Button>
                      {isAdmin && (
                        <Tooltip label="Delete chapter">
                          <ActionIcon variant="light" color="red" onClick={() => confirmDelete(chapter._id, chapter.title)} aria-label={`Delete chapter ${chapter.title}`}>
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
          <Group justify="flex-end">
            {subscription &&
              (subscription.isSubscribed ? (
                <Button variant="default" color="red" leftSection={<IconTrash size={16} />} loading={subscription.busy} onClick={subscription.onRemove}>
                  Remove
                </Button>
              ) : (
                <Button leftSection={<IconBookmarkPlus size={16} />} loading={subscription.busy} onClick={subscription.onSubscribe}>
                  Subscribe
                </Button>
              ))}
            {isAdmin && (
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => void navigate(`/admin/add-chapter?bookId=${book.bookId}`)}>
                Add Chapter
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
