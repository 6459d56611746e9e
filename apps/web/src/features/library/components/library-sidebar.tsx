/**
 * 'My Library', the /chat page's sidebar (spec section 2): subscribed books, each expanding to
 * its chapters, with an unsubscribe button; then Profile, Collections and Logout.
 *
 * Usage (the chat page owns the selected chapter; this component only reports choices):
 *   <LibrarySidebar
 *     activeChapterId={chapterId}                       // highlighted chapter, or null
 *     onSelectChapter={({ chapterId, title, bookId, bookTitle }) => ...}
 *     onBookUnsubscribed={(bookId) => ...}              // exit the chapter if it was in that book
 *   />
 * Logout asks 'Confirm Logout' (components/confirm-logout.tsx).
 */
import { useState } from 'react';
import { ActionIcon, Box, Button, Collapse, Divider, Group, Loader, NavLink, ScrollArea, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBook, IconBookmarkOff, IconBooks, IconChevronDown, IconSchool, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { Subscription } from '@booktutor/contracts/catalogue';
import { MSG } from '@booktutor/contracts/messages';
import { failureReason } from '../../../lib/api-error';
import { isTeacherSignedIn } from '../../../lib/session';
import { KEEP_TOASTS_CLEAR, toast } from '../../../lib/toast';
import numbers from '../../../components/chapter-number.module.css';
import { LogoutButton } from '../../../components/confirm-logout';
import { useBookChapters } from '../../../lib/catalogue/get-book-chapters';
import { useUnsubscribeBook } from '../../../lib/catalogue/unsubscribe-book';
import { useSubscriptions } from '../../../lib/catalogue/get-subscriptions';

const AUTO_EXPAND_MAX = 6;

export interface LibraryChapterChoice {
  chapterId: string;
  title: string;
  bookId: string;
  bookTitle: string;
}

export interface LibrarySidebarProps {
  activeChapterId: string | null;
  onSelectChapter: (chapter: LibraryChapterChoice) => void;
  onBookUnsubscribed: (bookId: string) => void;
}

function BookChapters({ book, activeChapterId, onSelect }: { book: Subscription; activeChapterId: string | null; onSelect: LibrarySidebarProps['onSelectChapter'] }) {
  const chapters = useBookChapters(book.bookId);
  if (chapters.isLoading) return <Loader size="xs" m="xs" />;
  if (!chapters.data?.length) {
    return (
      <Text size="xs" c="dimmed" px="sm" py={4}>
        No chapters available
      </Text>
    );
  }
  return (
    <div className={numbers.list}>
      {chapters.data.map((c) => (
        <NavLink
          component="button"
          key={c._id}
          className={numbers.item}
          label={
            <span className={numbers.number}>
              <VisuallyHidden>Open chapter </VisuallyHidden>
              {c.title}
            </span>
          }
          active={c._id === activeChapterId}
          aria-current={c._id === activeChapterId ? 'true' : undefined}
          onClick={() => onSelect({ chapterId: c._id, title: c.title, bookId: book.bookId, bookTitle: book.bookTitle })}
        />
      ))}
    </div>
  );
}

export function LibrarySidebar({ activeChapterId, onSelectChapter, onBookUnsubscribed }: LibrarySidebarProps) {
  const navigate = useNavigate();
  const subscriptions = useSubscriptions();
  const unsubscribe = useUnsubscribeBook();
  // A small library starts expanded; a large one starts folded (each open book loads its chapters).
  const [opened, setOpened] = useState<Set<string> | null>(null);

  const remove = (bookId: string) =>
    unsubscribe.mutate(bookId, {
      onSuccess: (result) => {
        toast('green', result?.message || MSG.collections.unsubscribed);
        onBookUnsubscribed(bookId);
      },
      onError: (error) => toast('red', MSG.collections.unsubscribeFailedSidebar + failureReason(error, MSG.collections.unsubscribeFailed)),
    });

  const books = subscriptions.isError ? [] : (subscriptions.data ?? []);
  const isOpen = (bookId: string) => (opened ? opened.has(bookId) : books.length <= AUTO_EXPAND_MAX);
  const toggle = (bookId: string) => {
    const current = new Set(books.filter((b) => isOpen(b.bookId)).map((b) => b.bookId));
    if (current.has(bookId)) current.delete(bookId);
    else current.add(bookId);
    setOpened(current);
  };
  return (
    <Stack h="100%" gap="sm" p="md" data-testid="library-sidebar">
      <Title order={4}>My Library</Title>
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
        {subscriptions.isLoading && <Loader size="sm" />}
        {!subscriptions.isLoading && books.length === 0 && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="dimmed">
              You haven&apos;t subscribed to any books yet
            </Text>
            <Button size="xs" variant="light" onClick={() => void navigate('/collections')}>
              Browse Collections
            </Button>
          </Stack>
        )}
        {books.map((book) => (
          <Box key={book.bookId}>
            <Group gap={4} wrap="nowrap">
              <NavLink
                component="button"
                style={{ flex: 1, minWidth: 0 }}
                label={book.bookTitle}
                description={`${book.subject} · Grade ${book.grade}`}
                leftSection={<IconBook size={16} />}
                rightSection={<IconChevronDown size={14} style={{ transform: isOpen(book.bookId) ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />}
                onClick={() => toggle(book.bookId)}
                aria-expanded={isOpen(book.bookId)}
              />
              <Tooltip label="Unsubscribe">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  loading={unsubscribe.isPending && unsubscribe.variables === book.bookId}
                  onClick={() => remove(book.bookId)}
                  aria-label={`Unsubscribe from ${book.bookTitle}`}
                  {...KEEP_TOASTS_CLEAR}
                >
                  <IconBookmarkOff size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Collapse expanded={isOpen(book.bookId)} keepMounted={false}>
              <Box pl={18}>{isOpen(book.bookId) && <BookChapters book={book} activeChapterId={activeChapterId} onSelect={onSelectChapter} />}</Box>
            </Collapse>
          </Box>
        ))}
      </ScrollArea>
      <Divider />
      <Stack gap="sm" {...KEEP_TOASTS_CLEAR}>
        <Button variant="light" leftSection={<IconUser size={16} />} onClick={() => void navigate('/profile')}>
          Profile
        </Button>
        <Button variant="light" leftSection={<IconBooks size={16} />} onClick={() => void navigate('/collections')}>
          Collections
        </Button>
        {isTeacherSignedIn() && (
          <Button variant="light" leftSection={<IconSchool size={16} />} onClick={() => void navigate('/teach')}>
            My Classes
          </Button>
        )}
        <LogoutButton />
      </Stack>
    </Stack>
  );
}

export default LibrarySidebar;
