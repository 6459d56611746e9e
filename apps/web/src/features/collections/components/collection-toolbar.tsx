import { Button, Collapse, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconAdjustments, IconSearch, IconSortAscending, IconSortDescending, IconX } from '@tabler/icons-react';
import type { PagedBooksResponse } from '@booktutor/contracts/catalogue';
import type { ProgressStatus } from '@booktutor/contracts/domain';
import { SORT_KEYS, type CollectionParamsState } from '../hooks/use-collection-params';

type AvailableFilters = PagedBooksResponse['data']['availableFilters'];
const STATUS_CHOICES = [
  { value: 'not_started', label: 'Not Started' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
];

/** Search box, Filters toggle with the filter selects and Clear Filters, and the sort keys. */
export function CollectionToolbar({
  params,
  available,
  filtersOpen,
  onToggleFilters,
}: {
  params: CollectionParamsState;
  available: AvailableFilters | undefined;
  filtersOpen: boolean;
  onToggleFilters: () => void;
}) {
  const authors = [...new Set([...(available?.authors ?? []), ...(available?.publishers ?? [])])];
  const OrderIcon = params.sortOrder === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Paper withBorder radius="lg" p="md">
      <Group gap="sm" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 220 }}
          leftSection={<IconSearch size={16} />}
          placeholder="Search by title, subject or author..."
          aria-label="Search books"
          value={params.search}
          onChange={(e) => params.setSearch(e.currentTarget.value)}
        />
        <Button variant={filtersOpen ? 'filled' : 'default'} leftSection={<IconAdjustments size={16} />} onClick={onToggleFilters}>
          Filters
        </Button>
        {params.filtersActive && (
          <Button variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={params.clearFilters}>
            Clear Filters
          </Button>
        )}
      </Group>
      <Collapse expanded={filtersOpen} keepMounted={false}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: params.view === 'subscribed' ? 4 : 3 }} mt="md">
          <Select label="Subject" placeholder="All subjects" clearable data={available?.subjects ?? []} value={params.filters.subject} onChange={(v) => params.setFilter('subject', v)} />
          <Select label="Grade" placeholder="All grades" clearable data={available?.grades ?? []} value={params.filters.grade} onChange={(v) => params.setFilter('grade', v)} />
          <Select label="Author/Publisher" placeholder="Any" clearable data={authors} value={params.filters.author} onChange={(v) => params.setFilter('author', v)} />
          {params.view === 'subscribed' && (
            <Select label="Status" placeholder="Any status" clearable data={STATUS_CHOICES} value={params.filters.status} onChange={(v) => params.setFilter('status', v as ProgressStatus | null)} />
          )}
        </SimpleGrid>
      </Collapse>
      <Group gap={6} mt="md" wrap="wrap" aria-label="Sort by">
        <Text size="sm" c="dimmed" mr={4}>
          Sort by
        </Text>
        {SORT_KEYS[params.view].map((key) => {
          const active = key.value === params.sortBy;
          return (
            <Button
              key={key.value}
              size="compact-sm"
              variant={active ? 'light' : 'subtle'}
              color={active ? 'blue' : 'gray'}
              rightSection={active ? <OrderIcon size={14} /> : null}
              aria-pressed={active}
              aria-label={`Sort by ${key.label}${active ? ` (${params.sortOrder === 'asc' ? 'ascending' : 'descending'})` : ''}`}
              onClick={() => params.chooseSort(key.value)}
            >
              {key.label}
            </Button>
          );
        })}
      </Group>
    </Paper>
  );
}
