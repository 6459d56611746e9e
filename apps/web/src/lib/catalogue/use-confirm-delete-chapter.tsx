import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG } from '@booktutor/contracts/messages';
import { failureReason } from '../api-error';
import { toast } from '../toast';
import { useDeleteChapter } from './delete-chapter';

/**
 * Deleting a chapter, wherever an admin sees one (admin collections, the /collections chapters
 * dialog): the spec's confirmation first, then its success or failure toast.
 */
export function useConfirmDeleteChapter() {
  const remove = useDeleteChapter();
  return (chapterId: string, title: string) =>
    modals.openConfirmModal({
      title: `Delete "${title}"?`,
      children: <Text size="sm">{MSG.books.confirmDeleteChapter}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(chapterId, { onSuccess: () => toast('green', MSG.books.chapterDeleted), onError: (error) => toast('red', MSG.books.chapterDeleteFailed + failureReason(error)) }),
    });
}
