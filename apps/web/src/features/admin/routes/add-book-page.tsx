/** /admin/add-book: title, publisher, subject, language, grade (custom allowed) and a cover. */
import { useState } from 'react';
import { Alert, Box, Button, Container, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBookUpload } from '@tabler/icons-react';
import { CATALOGUE_MSG } from '@booktutor/contracts/catalogue';
import { PUBLISHERS, USER_GRADES } from '@booktutor/contracts/domain-values';
import { MSG } from '@booktutor/contracts/messages';
import { ApiError, failureReason } from '../../../lib/api-error';
import { getAdminToken } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAddBook } from '../api/add-book';
import { uploadBookCover } from '../api/upload-book-cover';
import { AdminPageHeader } from '../components/admin-page-header';
import { CoverPicker, coverFileError, type CoverChoice } from '../components/cover-picker';

const CUSTOM = '__custom__';
const GRADE_CHOICES = [...USER_GRADES.map((g) => ({ value: g, label: /^\d+$/.test(g) ? `Grade ${g}` : g })), { value: CUSTOM, label: 'Custom...' }];
const required = (label: string) => (value: string) => (value.trim() ? null : `${label} is required`);

const initialValues = { title: '', publisher: 'EXCELLENCE PUBLICATION', subject: '', language: 'English', grade: '', customGrade: '', author: '' };

/** Uploads the file if one was chosen; the spec's 'Image upload failed: ...' messages otherwise. */
async function resolveCover(cover: CoverChoice): Promise<string> {
  if (!cover.file) return cover.url.trim();
  let answer: { imageUrl?: string };
  try {
    answer = await uploadBookCover(cover.file);
  } catch (error) {
    throw new Error(MSG.books.imageUploadFailed + failureReason(error), { cause: error });
  }
  if (!answer?.imageUrl) throw new Error(MSG.books.imageUrlMissing);
  return answer.imageUrl;
}

export function AddBookPage() {
  const addBook = useAddBook();
  const [cover, setCover] = useState<CoverChoice>({ file: null, url: '' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm({
    initialValues,
    validate: {
      title: required('Title'),
      subject: required('Subject'),
      language: required('Language'),
      grade: (v) => (v ? null : 'Grade is required'),
      customGrade: (v, values) => (values.grade === CUSTOM && !v.trim() ? 'Enter the custom grade' : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    if (!getAdminToken()) return setError(MSG.books.adminLoginRequired);
    const fileProblem = coverFileError(cover.file);
    if (fileProblem) return setError(fileProblem);
    setSaving(true);
    try {
      const bookCoverImgLink = await resolveCover(cover);
      const grade = values.grade === CUSTOM ? values.customGrade.trim() : values.grade;
      const result = await addBook.mutateAsync({ ...values, publisher: values.publisher as (typeof PUBLISHERS)[number], grade, bookCoverImgLink });
      toast('green', result.message || CATALOGUE_MSG.bookAdded);
      form.reset();
      setCover({ file: null, url: '' });
    } catch (e) {
      if (e instanceof ApiError) setError(e.status === 401 ? MSG.books.adminAuthFailed : (e.serverMessage ?? MSG.books.addFailed));
      else setError(e instanceof Error ? e.message : MSG.books.addFailed);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" pb={64}>
      <AdminPageHeader title="Add Book" subtitle="Create a book for a publisher's catalogue." />
      <Container size="lg">
        <Paper withBorder radius="lg" p="xl" component="form" onSubmit={submit} noValidate>
          <Stack gap="md">
            {error && (
              <Alert color="red" title="Could not add the book" role="alert">
                {error}
              </Alert>
            )}
            <TextInput label="Title" required {...form.getInputProps('title')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select label="Publisher" required allowDeselect={false} data={[...PUBLISHERS]} {...form.getInputProps('publisher')} />
              <TextInput label="Subject" required placeholder="e.g. Science" {...form.getInputProps('subject')} />
              <TextInput label="Language" required {...form.getInputProps('language')} />
              <Select label="Grade" required placeholder="Choose a grade" data={GRADE_CHOICES} {...form.getInputProps('grade')} />
              {form.values.grade === CUSTOM && <TextInput label="Custom grade" required placeholder="e.g. Year 9 (IGCSE)" {...form.getInputProps('customGrade')} />}
              <TextInput label="Author" placeholder="Optional" {...form.getInputProps('author')} />
            </SimpleGrid>
            <CoverPicker value={cover} onChange={setCover} />
            <Group justify="flex-end">
              <Button type="submit" loading={saving} leftSection={<IconBookUpload size={16} />}>
                Add Book
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
