/**
 * 'Educational Resources': the /chat header's scrolling strip of book covers (desktop only:
 * the chat page hides its slot on small screens). A click opens the book in a new tab at
 * /collections?bookId=<id>. One loop lasts the larger of 40 s and 8 s per book (spec section 9).
 * It shows every book of the publisher a page at a time: after a loop of one page it moves on to
 * the next (asking the API for it then), and arrows page by hand; after the last page comes the first.
 *
 * Usage: <BookCarousel />  (no props; it loads the books of the user's publisher, newest first)
 */
import { useState } from 'react';
import { ActionIcon, Box, Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconBooks, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { LIMITS } from '@booktutor/contracts/limits';
import { BookCover } from '../../../components/book-cover';
import { useCarouselBooks } from '../api/get-carousel-books';
import classes from './book-carousel.module.css';

export const carouselDurationSeconds = (bookCount: number) => Math.max(LIMITS.carouselMinDurationS, LIMITS.carouselSecondsPerBook * bookCount);

function useCarouselPages() {
  const books = useCarouselBooks();
  const [index, setIndex] = useState(0);
  const pages = books.data?.pages ?? [];
  const shown = Math.min(index, Math.max(pages.length - 1, 0));
  const paged = pages.length > 1 || Boolean(books.hasNextPage);
  const next = async () => {
    if (shown + 1 < pages.length) return setIndex(shown + 1);
    if (!books.hasNextPage) return setIndex(0);
    if (books.isFetchingNextPage) return;
    const fetched = await books.fetchNextPage();
    if (!fetched.isError && (fetched.data?.pages.length ?? 0) > shown + 1) setIndex(shown + 1);
  };
  // Before the first page comes the last one loaded (the pages after it are asked for only going forward).
  const previous = () => setIndex(shown > 0 ? shown - 1 : pages.length - 1);
  const total = pages[0]?.pagination.totalPages ?? 1;
  const capped = Boolean(pages[0]?.pagination.totalCapped);
  return { books, list: pages[shown]?.data.books ?? [], shown, total, capped, paged, next, previous };
}

export function BookCarousel() {
  const navigate = useNavigate();
  const { books, list, shown, total, capped, paged, next, previous } = useCarouselPages();
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
          <Button size="compact-xs" variant="light" leftSection={<IconBooks size={12} />} onClick={() => void navigate('/collections')}>
            Browse Collections
          </Button>
        </Group>
      )}
      {list.length > 0 && (
        <Box className={classes.viewport} style={{ flex: 1, minWidth: 0 }}>
          <div
            key={shown}
            className={classes.track}
            style={{ ['--carousel-duration' as string]: `${carouselDurationSeconds(list.length)}s` }}
            data-duration={carouselDurationSeconds(list.length)}
            data-page={shown + 1}
            // Each loop of the list below is one iteration; after it the next page comes.
            onAnimationIteration={paged ? () => void next() : undefined}
          >
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
      {list.length > 0 && paged && (
        <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Previous books" onClick={previous}>
            <IconChevronLeft size={14} />
          </ActionIcon>
          <Text size="xs" c="dimmed" data-testid="carousel-page">
            {shown + 1}/{total}
            {capped ? '+' : ''}
          </Text>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Next books" onClick={() => void next()} loading={books.isFetchingNextPage}>
            <IconChevronRight size={14} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}

export default BookCarousel;
