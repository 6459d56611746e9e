/**
 * /admin/add-chapter: choose a book, title and raw text; Process runs the tutor engine and
 * shows the final prompt and the questions found in a review table the admin can edit (type,
 * text, options, key, accepted answers, marks; delete or add questions); saving needs that
 * prompt and sends the table's questions, which are what is saved; the form resets after save.
 * Any change to book, title or text asks for processing again.
 */
import { useState } from 'react';
import { Alert, Box, Button, Container, Group, Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy, IconSparkles } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { CATALOGUE_MSG, type ProcessTextResponse } from '@booktutor/contracts/catalogue';
import { MSG } from '@booktutor/contracts/messages';
import { ApiError, failureReason } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAddChapter } from '../api/add-chapter';
import { useAdminBooks } from '../api/get-admin-books';
import { useProcessText } from '../api/process-text';
import { AdminPageHeader } from '../components/admin-page-header';
import { ProcessedQuestions } from '../components/processed-questions';
import { rowProblems, rowsFromResult, rowsToQuestions, type QuestionRow } from '../components/question-rows';

const QUESTIONS_TO_FIX = 'Please fix the questions marked in the table before saving.';

/** Section 8, Processing: the timeout, server, no-response and other failures. */
function processingError(error: unknown): string {
  if (!(error instanceof ApiError)) return MSG.books.textProcessingFailed;
  if (error.status === 504 || error.kind === 'timeout') return MSG.books.processingTimedOut;
  if (error.status >= 500) return MSG.books.processingServerError;
  if (error.kind !== 'http') return MSG.books.processingNoResponse;
  return error.serverMessage ?? MSG.books.textProcessingFailed;
}

export function AddChapterPage() {
  const [searchParams] = useSearchParams();
  const books = useAdminBooks();
  const process = useProcessText();
  const save = useAddChapter();
  const [bookId, setBookId] = useState<string | null>(searchParams.get('bookId'));
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [rawText, setRawText] = useState('');
  const [result, setResult] = useState<ProcessTextResponse | null>(null);
  /** The review table: what is saved is exactly these rows. */
  const [rows, setRows] = useState<QuestionRow[]>([]);
  /** The raw text the rows were read from: processing that same text again keeps the admin's edits. */
  const [rowsText, setRowsText] = useState<string | null>(null);
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const book = books.data?.find((b) => b._id === bookId);
  const subject = book?.subject ?? '';

  /** Input changed after processing: what was previewed no longer matches. */
  const invalidate = () => {
    setResult(null);
    setPrompt('');
  };
  const edit =
    (setter: (v: string) => void, clears = true) =>
    (v: string) => {
      setter(v);
      if (clears) invalidate();
    };

  const runProcess = async () => {
    setError(null);
    if (!rawText.trim()) return setError(MSG.books.rawTextRequired);
    if (!bookId) return setError(MSG.books.selectBook);
    if (!subject) return setError(MSG.books.subjectUnknown);
    try {
      const answer = await process.mutateAsync({ rawText, subject, ...(title.trim() ? { title: title.trim() } : {}), ...(book?.grade ? { grade: book.grade } : {}) });
      if (!answer?.success) return setError(MSG.books.processingIncomplete);
      if (!answer.combinedPrompt) return setError(MSG.books.textProcessingIncomplete);
      setResult(answer);
      // A new book or title needs a new prompt, not a new question set: the table's edits stay.
      if (rowsText !== rawText) {
        setRows(rowsFromResult(answer));
        setRowsText(rawText);
      }
      setPrompt(answer.combinedPrompt);
    } catch (e) {
      setError(processingError(e));
    }
  };

  const submit = async () => {
    setError(null);
    if (!bookId) return setError(MSG.books.selectBook);
    if (!title.trim() || !rawText.trim()) return setError('Please fill in all fields.');
    if (!result || !prompt.trim()) return setError(MSG.books.processFirst);
    const { problems, setProblem } = rowProblems(rows);
    const firstProblem = setProblem ?? problems.flat()[0]?.message;
    if (firstProblem) return setError(`${QUESTIONS_TO_FIX} ${firstProblem}`);
    try {
      const answer = await save.mutateAsync({
        bookId,
        title: title.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        subject,
        prompt,
        vectorStoreId: result.vectorStoreId,
        rawText,
        questions: rowsToQuestions(rows),
      });
      toast('green', answer.message || CATALOGUE_MSG.chapterAdded);
      setBookId(null);
      setTitle('');
      setDescription('');
      setRawText('');
      setRows([]);
      setRowsText(null);
      invalidate();
    } catch (e) {
      setError(e instanceof ApiError && e.status === 401 ? MSG.books.adminAuthFailed : failureReason(e));
    }
  };

  return (
    <Box mih="100vh" bg="var(--mantine-color-body)" pb={64}>
      <AdminPageHeader title="Add Chapter" subtitle="Paste the chapter's text, process it into the tutor's prompt, check the questions, then save." />
      <Container size="lg">
        <Paper withBorder radius="lg" p="xl">
          <Stack gap="md">
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            {books.isError && <Alert color="red">{MSG.books.booksFetchFailed}</Alert>}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Book"
                required
                searchable
                placeholder={books.isLoading ? 'Loading books...' : 'Choose a book'}
                data={(books.data ?? []).map((b) => ({ value: b._id, label: `${b.title} (${b.publisher})` }))}
                value={bookId}
                onChange={(v) => {
                  setBookId(v);
                  invalidate();
                }}
                nothingFoundMessage="No books"
              />
              <TextInput label="Subject" readOnly value={subject} placeholder="Comes from the book" description="Taken from the chosen book" />
              <TextInput label="Chapter title" required value={title} onChange={(e) => edit(setTitle)(e.currentTarget.value)} />
              <TextInput label="Description" placeholder="Optional" value={description} onChange={(e) => edit(setDescription, false)(e.currentTarget.value)} />
            </SimpleGrid>
            <Textarea
              label="Raw Text"
              required
              autosize
              minRows={10}
              maxRows={24}
              placeholder="Paste the chapter text, optionally followed by its questions: numbered, with marks such as (2 marks) and 'Answer:' lines (Moodle GIFT and Aiken work too)."
              value={rawText}
              onChange={(e) => edit(setRawText)(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="light" leftSection={<IconSparkles size={16} />} loading={process.isPending} onClick={() => void runProcess()}>
                Process
              </Button>
            </Group>
            {result && <ProcessedQuestions result={result} rows={rows} onRowsChange={setRows} />}
            {result && (
              <Textarea
                label="Final Prompt"
                autosize
                minRows={6}
                maxRows={16}
                value={prompt}
                onChange={(e) => setPrompt(e.currentTarget.value)}
                description="The tutor's instructions for this chapter; you may edit them."
              />
            )}
            <Group justify="flex-end">
              <Button leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} onClick={() => void submit()} data-ready={Boolean(result && prompt.trim()) || undefined}>
                Add Chapter
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
