import { Button, Divider, Loader, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconBooks, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { LogoutButton } from '../../auth/components/confirm-logout';
import { useLibraryChapters } from '../api/get-library-chapters';
import type { LibrarySidebarProps } from './optional-slots';

/**
 * Stands in for the library feature's LibrarySidebar until that file exists: the subscribed
 * books with their chapters, and the Profile, Collections and Logout buttons.
 */
export function FallbackLibrarySidebar({ activeChapterId, onSelectChapter }: LibrarySidebarProps) {
  const navigate = useNavigate();
  const library = useLibraryChapters(true);
  return (
    // Bottom padding keeps Logout clear of the app's fixed theme toggle in the corner.
    <Stack h="100%" gap="sm" p="md" pb={72}>
      <Title order={4}>My Library</Title>
      <ScrollArea style={{ flex: 1 }} type="auto">
        {library.isLoading && <Loader size="sm" />}
        {library.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            You haven&apos;t subscribed to any books yet
          </Text>
        )}
        {library.data?.map((book) => (
          <NavLink key={book.bookId} label={book.title} leftSection={<IconBook size={16} />} defaultOpened childrenOffset={18}>
            {book.chapters.length === 0 && <Text size="xs" c="dimmed" px="sm" py={4}>No chapters available</Text>}
            {book.chapters.map((c) => (
              <NavLink
                key={c._id}
                label={c.title}
                active={c._id === activeChapterId}
                onClick={() => onSelectChapter({ chapterId: c._id, title: c.title, bookId: book.bookId, bookTitle: book.title })}
              />
            ))}
          </NavLink>
        ))}
      </ScrollArea>
      <Divider />
      <Button variant="light" leftSection={<IconUser size={16} />} onClick={() => navigate('/profile')}>
        Profile
      </Button>
      <Button variant="light" leftSection={<IconBooks size={16} />} onClick={() => navigate('/collections')}>
        Collections
      </Button>
      <LogoutButton />
    </Stack>
  );
}
