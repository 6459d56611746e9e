/** A new class: name, books (the teacher's publisher's) and grade. */
import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { CLASSES_MSG, createClassBody, type TeacherClass } from '@booktutor/contracts/classes';
import { USER_GRADES } from '@booktutor/contracts/domain';
import { errorText } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreateClass } from '../api/create-class';
import { usePublisherBooks } from '../api/get-publisher-books';

export function CreateClassModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (cls: TeacherClass) => void }) {
  const books = usePublisherBooks(opened);
  const create = useCreateClass();
  const [name, setName] = useState('');
  const [bookIds, setBookIds] = useState<string[]>([]);
  const [grade, setGrade] = useState<string>('8');
  const [errors, setErrors] = useState<{ name?: string; bookIds?: string }>({});

  const submit = () => {
    const parsed = createClassBody.safeParse({ name, bookIds, grade });
    if (!parsed.success) {
      const issue = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ name: issue('name'), bookIds: issue('bookIds') });
      return;
    }
    setErrors({});
    create.mutate(
      { name, bookIds, grade: parsed.data.grade },
      {
        onSuccess: (result) => {
          toast('green', result.message);
          setName('');
          setBookIds([]);
          onCreated(result.class);
        },
        onError: (error) => toast('red', errorText(error)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="New class" centered>
      <Stack>
        <TextInput label="Class name" placeholder="Year 8 Biology" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} data-autofocus />
        <MultiSelect
          label="Books"
          placeholder={books.isLoading ? 'Loading books...' : 'Choose books'}
          data={(books.data ?? []).map((b) => ({ value: b._id, label: b.title }))}
          value={bookIds}
          onChange={setBookIds}
          searchable
          error={errors.bookIds}
          nothingFoundMessage={CLASSES_MSG.booksRequired}
        />
        <Select label="Grade" data={[...USER_GRADES]} value={grade} onChange={(v) => setGrade(v ?? '8')} allowDeselect={false} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create class
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
