import { Button, Card, Stack, Text } from '@mantine/core';
import { IconBookmarkPlus, IconList, IconTrash } from '@tabler/icons-react';
import type { CatalogueBook } from '@booktutor/contracts/catalogue';
import { BookCover } from '../../../components/book-cover';
import { ProgressSummary } from './progress-summary';
import { gradeLabel } from '../../../components/generated-cover';
import { KEEP_TOASTS_CLEAR } from '../../../lib/toast';

interface BookCardProps {
  book: CatalogueBook;
  showProgress: boolean;
  busy: boolean;
  onViewChapters: () => void;
  onSubscribe: () => void;
  onRemove: () => void;
}

export function BookCard({ book, showProgress, busy, onViewChapters, onSubscribe, onRemove }: BookCardProps) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid="book-card" aria-label={book.title} h="100%">
      <Card.Section p="md" pb={0}>
        <BookCover src={book.coverImage} title={book.title} subject={book.subject} grade={book.grade} />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Text fw={700} lineClamp={2} title={book.title}>
          {book.title}
        </Text>
        <Text size="sm" c="dimmed">
          {book.subject} · {gradeLabel(book.grade)}
        </Text>
        <Text size="xs" c="dimmed">
          {book.publisher}
          {book.author ? ` · ${book.author}` : ''}
        </Text>
        {showProgress && book.userProgress && (
          <div style={{ marginTop: 8 }}>
            <ProgressSummary progress={book.userProgress} totalChapters={book.totalChapters} />
          </div>
        )}
      </Stack>
      {/* A toast never covers these (an unsubscribe's own toast above all): app/use-toast-clearance.ts. */}
      <Stack gap={6} mt="md" {...KEEP_TOASTS_CLEAR}>
        <Button size="xs" px={6} fullWidth variant="light" leftSection={<IconList size={14} />} onClick={onViewChapters}>
          View Chapters
        </Button>
        {book.isSubscribed ? (
          <Button size="xs" px={6} fullWidth variant="default" color="red" leftSection={<IconTrash size={14} />} loading={busy} onClick={onRemove}>
            Remove
          </Button>
        ) : (
          <Button size="xs" px={6} fullWidth leftSection={<IconBookmarkPlus size={14} />} loading={busy} onClick={onSubscribe}>
            Subscribe
          </Button>
        )}
      </Stack>
    </Card>
  );
}
