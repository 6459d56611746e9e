import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import type { CollectionView } from '../hooks/use-collection-params';

/** The three empty states of spec section 2, with Clear Filters and Browse Collections. */
export function CollectionEmptyState({ view, filtersActive, onClearFilters, onBrowse }: { view: CollectionView; filtersActive: boolean; onClearFilters: () => void; onBrowse: () => void }) {
  const title = filtersActive ? 'No books found' : view === 'subscribed' ? "You haven't subscribed to any books yet" : 'No books available';
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <Stack align="center" gap="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconBooks size={30} />
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        {filtersActive && <Text c="dimmed">Try adjusting your search or filters</Text>}
        <Group mt="sm">
          {filtersActive && (
            <Button variant="default" onClick={onClearFilters}>
              Clear Filters
            </Button>
          )}
          {view === 'subscribed' && <Button onClick={onBrowse}>Browse Collections</Button>}
        </Group>
      </Stack>
    </Paper>
  );
}
