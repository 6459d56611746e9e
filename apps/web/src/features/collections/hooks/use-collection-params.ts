import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { CollectionSortKey, SortOrder } from '@booktutor/contracts/catalogue';
import type { ProgressStatus } from '@booktutor/contracts/domain';

export type CollectionView = 'subscribed' | 'all';
export interface CollectionFilters {
  subject: string | null;
  grade: string | null;
  author: string | null;
  status: ProgressStatus | null;
}
const NO_FILTERS: CollectionFilters = { subject: null, grade: null, author: null, status: null };

/** Sort keys per view (spec section 2): progress and lastAccessed only make sense for one's own books. */
export const SORT_KEYS: Record<CollectionView, Array<{ value: CollectionSortKey; label: string }>> = {
  subscribed: [
    { value: 'title', label: 'Title' },
    { value: 'subject', label: 'Subject' },
    { value: 'grade', label: 'Grade' },
    { value: 'progress', label: 'Progress' },
    { value: 'lastAccessed', label: 'Last accessed' },
    { value: 'createdAt', label: 'Date added' },
  ],
  all: [
    { value: 'title', label: 'Title' },
    { value: 'subject', label: 'Subject' },
    { value: 'grade', label: 'Grade' },
    { value: 'createdAt', label: 'Date added' },
  ],
};

interface ViewSort {
  sortBy: CollectionSortKey;
  sortOrder: SortOrder;
}
const DEFAULT_SORT: ViewSort = { sortBy: 'title', sortOrder: 'asc' };

/** Everything the /collections screen asks the server for: view, search, filters, sort and page. */
export function useCollectionParams() {
  const [view, setViewState] = useState<CollectionView>('subscribed');
  const [search, setSearchState] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [filters, setFiltersState] = useState<CollectionFilters>(NO_FILTERS);
  // Each tab keeps its own sort (spec: title ascending by default for each list).
  const [sorts, setSorts] = useState<Record<CollectionView, ViewSort>>({ subscribed: DEFAULT_SORT, all: DEFAULT_SORT });
  const { sortBy, sortOrder } = sorts[view];
  const [page, setPage] = useState(1);

  const setView = (next: CollectionView) => {
    setViewState(next);
    setPage(1);
    setFiltersState((f) => ({ ...f, status: null }));
  };
  /** The same key again toggles the order; a new key starts ascending. */
  const chooseSort = (key: CollectionSortKey) => {
    setSorts((all) => {
      const current = all[view];
      const next: ViewSort = key === current.sortBy ? { sortBy: key, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' } : { sortBy: key, sortOrder: 'asc' };
      return { ...all, [view]: next };
    });
    setPage(1);
  };
  const setSearch = (value: string) => {
    setSearchState(value);
    setPage(1);
  };
  const setFilter = <K extends keyof CollectionFilters>(key: K, value: CollectionFilters[K]) => {
    setFiltersState((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  const clearFilters = () => {
    setFiltersState(NO_FILTERS);
    setSearchState('');
    setPage(1);
  };
  const filtersActive = Boolean(search.trim() || filters.subject || filters.grade || filters.author || filters.status);

  const common = { subject: filters.subject ?? undefined, grade: filters.grade ?? undefined, author: filters.author ?? undefined, sortBy, sortOrder, page };
  const collectionQuery = { ...common, search: debouncedSearch || undefined, status: filters.status ?? undefined };
  const searchQuery = { ...common, sortBy: sortBy as 'title', q: debouncedSearch || undefined };

  return { view, setView, search, setSearch, filters, setFilter, clearFilters, filtersActive, sortBy, sortOrder, chooseSort, page, setPage, collectionQuery, searchQuery };
}
export type CollectionParamsState = ReturnType<typeof useCollectionParams>;
