/**
 * /collections (spec section 2): My Collection (default) and All Books, with search, filters,
 * sort, a card grid, the chapters dialog and pagination. `?bookId=` opens that book's chapters
 * (the /chat carousel opens books this way in a new tab).
 */
import { useEffect, useState } from 'react';
import { Alert, Box, Button, Center, Container, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { CatalogueBook } from '@booktutor/contracts/catalogue';
import { MSG } from '@booktutor/contracts/messages';
import { ApiError } from '../../../lib/api-error';
import { useUserCollection } from '../api/get-user-collection';
import { useSearchBooks } from '../api/search-books';
import { BookCard } from '../components/book-card';
import { ChaptersDialog, type DialogBook, type DialogSubscription } from '../components/chapters-dialog';
import { CollectionEmptyState } from '../components/collection-empty-state';
import { CollectionToolbar } from '../components/collection-toolbar';
import { useCollectionParams } from '../hooks/use-collection-params';
import { useSubscriptionActions } from '../hooks/use-subscription-actions';

function useBookFromLink() {
  const [searchParams, setSearchParams] = useSearchParams();
  const linkedId = searchParams.get('bookId');
  const linked = useSearchBooks({ bookId: linkedId ?? undefined, limit: 1 }, Boolean(linkedId));
  const linkedBook = linked.data?.data.books[0];
  const clear = () => setSearchParams({}, { replace: true });
  const dialogBook: DialogBook | null = linkedId
    ? {
        bookId: linkedId,
        title: linkedBook?.title ?? (linked.isLoading ? 'Loading...' : 'Book'),
        publisher: linkedBook?.publisher,
        grade: linkedBook?.grade,
        subject: linkedBook?.subject,
        coverImage: linkedBook?.coverImage,
      }
    : null;
  return { dialogBook, book: linkedBook, clear };
}

const errorMessage = (error: unknown) =>
  error instanceof ApiError
    ? error.kind === 'http'
      ? error.status >= 500
        ? MSG.generic.server
        : MSG.collections.booksFetchFailed
      : MSG.collections.booksConnectionFailed
    : MSG.collections.booksFetchFailed;

export function CollectionsPage() {
  const params = useCollectionParams();
  const [filtersOpen, filters] = useDisclosure(false);
  const [openBook, setOpenBook] = useState<DialogBook | null>(null);
  const linked = useBookFromLink();
  const actions = useSubscriptionActions();
  const mine = useUserCollection(params.collectionQuery, params.view === 'subscribed');
  const all = useSearchBooks(params.searchQuery, params.view === 'all');
  const query = params.view === 'subscribed' ? mine : all;
  const books = (query.data?.data.books ?? []).filter((b) => !(params.view === 'subscribed' && actions.removed.has(b.bookId)));
  const pagination = query.data?.pagination;
  // The dialog opened from a link (the carousel) has the card's Subscribe or Remove; the cards have theirs.
  const linkedBook = linked.book;
  const subscriptionOf = (book: CatalogueBook): DialogSubscription => ({
    isSubscribed: book.isSubscribed,
    busy: actions.busyId === book.bookId,
    onSubscribe: () => void actions.subscribe(book.bookId),
    onRemove: () => void actions.unsubscribe(book.bookId),
  });

  // A block body: Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [params.page]);

  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" pb={64}>
      <Container size="xl" pt="lg">
        <Group justify="space-between" mb="lg">
          <Stack gap={0}>
            <Title order={1} fz={30}>
              Book Collections
            </Title>
            <Text c="dimmed">Build your library and open a chapter to study it with your tutor.</Text>
          </Stack>
          <Button component={Link} to="/chat" variant="default" leftSection={<IconArrowLeft size={16} />}>
            Back to Chat
          </Button>
        </Group>
        <Stack gap="md">
          <SegmentedControl
            w={{ base: '100%', xs: 340 }}
            value={params.view}
            onChange={(v) => params.setView(v)}
            data={[
              { value: 'subscribed', label: 'My Collection' },
              { value: 'all', label: 'All Books' },
            ]}
          />
          <CollectionToolbar params={params} available={query.data?.data.availableFilters} filtersOpen={filtersOpen} onToggleFilters={filters.toggle} />
          {query.isLoading && (
            <Center py={64}>
              <Stack align="center" gap="xs">
                <Loader />
                <Text c="dimmed">{params.view === 'subscribed' ? 'Loading your books' : 'Loading books...'}</Text>
              </Stack>
            </Center>
          )}
          {query.isError && !query.data && <Alert color="red" title={errorMessage(query.error)} />}
          {query.isSuccess && books.length === 0 && (
            <CollectionEmptyState view={params.view} filtersActive={params.filtersActive} onClearFilters={params.clearFilters} onBrowse={() => params.setView('all')} />
          )}
          {books.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing={{ base: 'xs', sm: 'lg' }} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              {books.map((book) => (
                <BookCard
                  key={book.bookId}
                  book={book}
                  showProgress={params.view === 'subscribed'}
                  busy={actions.busyId === book.bookId}
                  onViewChapters={() => setOpenBook(book)}
                  onSubscribe={() => void actions.subscribe(book.bookId)}
                  onRemove={() => void actions.unsubscribe(book.bookId)}
                />
              ))}
            </SimpleGrid>
          )}
          {pagination && pagination.totalPages > 1 && (
            <Group justify="center" gap="md" mt="md">
              <Button variant="default" leftSection={<IconChevronLeft size={16} />} disabled={!pagination.hasPrev} onClick={() => params.setPage(params.page - 1)}>
                Previous
              </Button>
              <Text size="sm">
                {/* Past the count cap the server knows a lower bound only: "Page 1 of 500+". */}
                Page {pagination.currentPage} of {pagination.totalPages}
                {pagination.totalCapped ? '+' : ''}
              </Text>
              <Button variant="default" rightSection={<IconChevronRight size={16} />} disabled={!pagination.hasNext} onClick={() => params.setPage(params.page + 1)}>
                Next
              </Button>
            </Group>
          )}
        </Stack>
      </Container>
      <ChaptersDialog
        book={openBook ?? linked.dialogBook}
        subscription={!openBook && linkedBook ? subscriptionOf(linkedBook) : undefined}
        onClose={() => (openBook ? setOpenBook(null) : linked.clear())}
      />
    </Box>
  );
}
