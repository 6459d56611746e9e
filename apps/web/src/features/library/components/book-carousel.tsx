/**
 * 'Educational Resources': the /chat header's scrolling strip of book covers (desktop only:
 * the chat page hides its slot on small screens). A click opens the book in a new tab at
 * /collections?bookId=<id>. One loop lasts the larger of 40 s and 8 s per book (spec section 9).
 *
 * Usage: <BookCarousel />  (no props; it loads the newest books of the user's publisher)
 */
import { Box, Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@booktutor/contracts/limits';
import { BookCover } from '../../../components/book-cover';
import { useCarouselBooks } from '../api/get-carousel-books';
import classes from './book-carousel.module.css';

export const carouselDurationSeconds = (bookCount: number) => Math.max(LIMITS.carouselMinDurationS, LIMITS.carouselSecondsPerBook * bookCount);

export function BookCarousel() {
  const navigate = useNavigate();
  const books = useCarouselBooks();
  const list = books.data ?? [];
  const open = (bookId: string) => window.open(`/collections?bookId=${bookId}`, '_blank', 'noopener');

  return (
    <Group gap="sm" wrap="nowrap" data-testid="book-carousel" style={{ minWidth: 0 }}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ flex: 'none' }}>
        Educational Resources
      </Text>
      {books.isLoading && <Loader size="xs" />}
      {!books.isLoading && list.length === 0 && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            No Books Available
          </Text>
          <Button size="compact-xs" variant="light" leftSection={<IconBooks size={12} />} onClick={() => navigate('/collections')}>
            Browse Collections
          </Button>
        </Group>
      )}
      {list.length > 0 && (
        <Box className={classes.viewport} style={{ flex: 1, minWidth: 0 }}>
          <div className={classes.track} style={{ ['--carousel-duration' as string]: `${carouselDurationSeconds(list.length)}s` }} data-duration={carouselDurationSeconds(list.length)}>
            {/* The list twice, so the loop joins without a gap. */}
            {[...list, ...list].map((book, i) => (
              <Tooltip key={`${book.bookId}-${i}`} label={book.title} openDelay={200}>
                <button type="button" className={classes.item} onClick={() => open(book.bookId)} aria-label={`Open ${book.title}`} tabIndex={i < list.length ? 0 : -1} aria-hidden={i >= list.length}>
                  <BookCover src={book.coverImage} title={book.title} subject={book.subject} grade={book.grade} radius="xs" compact />
                </button>
              </Tooltip>
            ))}
          </div>
        </Box>
      )}
    </Group>
  );
}

export default BookCarousel;
