import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import type { ImportWarning, ProcessTextResponse } from '@booktutor/contracts/catalogue';
import { QUESTION_LIMITS } from '@booktutor/contracts/chapter-questions';
import classes from './processed-questions.module.css';
import { QuestionTableRow, editButtonId } from './question-table-row';
import { hasKey, newQuestionRow, rowProblems, totalMarks, type QuestionRow } from './question-rows';

interface Props {
  result: ProcessTextResponse;
  rows: QuestionRow[];
  onRowsChange: (rows: QuestionRow[]) => void;
}

const ADD_BUTTON_ID = 'add-question';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Focus after React has drawn the element (a row switching between reading and editing). */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/** Warnings split by the processed question they belong to; the rest belong to no question. */
function splitWarnings(result: ProcessTextResponse) {
  const numbers = new Set(result.questionArray.map((q) => q.number));
  const byQuestion = new Map<number, ImportWarning[]>();
  const general: ImportWarning[] = [];
  for (const w of result.warnings) {
    if (w.questionNumber !== undefined && numbers.has(w.questionNumber)) byQuestion.set(w.questionNumber, [...(byQuestion.get(w.questionNumber) ?? []), w]);
    else general.push(w);
  }
  return { byQuestion, general };
}

/**
 * What processing found, as an editable review table: the admin fixes type, text, options, key,
 * accepted answers and marks, deletes or adds questions, and what is saved is these rows.
 */
export function ProcessedQuestions({ result, rows, onRowsChange }: Props) {
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const { problems, setProblem } = rowProblems(rows);
  const { byQuestion, general } = splitWarnings(result);
  const missing = rows.filter((r) => !hasKey(r)).length;
  const marks = totalMarks(rows);

  const setEditingRow = (row: QuestionRow, on: boolean) => {
    const next = new Set(editing);
    if (on) next.add(row.key);
    else next.delete(row.key);
    setEditing(next);
    focusSoon(on ? `question-${row.key}-prompt` : editButtonId(row));
  };
  const update = (key: string, patch: Partial<QuestionRow>) => onRowsChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const remove = (key: string) => {
    const at = rows.findIndex((r) => r.key === key);
    const next = rows[at + 1];
    onRowsChange(rows.filter((r) => r.key !== key));
    // Keep the keyboard where it was: on the next question, or on Add question after the last.
    focusSoon(next && !editing.has(next.key) ? editButtonId(next) : ADD_BUTTON_ID);
  };
  const add = () => {
    const row = newQuestionRow();
    onRowsChange([...rows, row]);
    setEditingRow(row, true);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }} data-testid="processed-questions">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={4}>Processed chapter</Title>
          <Group gap="xs">
            <Badge variant="light">{plural(rows.length, 'question', 'questions')}</Badge>
            <Badge variant="light" color="teal" data-testid="total-marks">
              {plural(marks, 'mark', 'marks')}
            </Badge>
            <Badge variant="light" color="gray">
              {plural(result.passageCount, 'passage', 'passages')}
            </Badge>
          </Group>
        </Group>
        {general.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} title={`${plural(general.length, 'line', 'lines')} could not be read`} data-testid="general-warnings">
            <List size="sm" spacing={2} className={classes.warnings}>
              {general.map((w, i) => (
                <List.Item key={i}>
                  Line {w.line}: {w.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {missing > 0 && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={`${missing} ${missing === 1 ? 'question has' : 'questions have'} no answer key`}>
            Edit a flagged question to give it a key, or the tutor cannot mark it: a question without a key is left out of the test.
          </Alert>
        )}
        {setProblem && (
          <Text size="sm" c="red" role="status">
            {setProblem}
          </Text>
        )}
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {result.totalQuestions === 0 ? "No question set found: the text is used as the chapter's reading passages." : 'Every question was deleted: the chapter is saved without a test.'}
          </Text>
        ) : (
          <Table striped verticalSpacing="xs" className={classes.table} aria-label="Processed questions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={50}>No.</Table.Th>
                <Table.Th>Question</Table.Th>
                <Table.Th w={130}>Type</Table.Th>
                <Table.Th w={70}>Marks</Table.Th>
                <Table.Th>Answer</Table.Th>
                <Table.Th w={84}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <QuestionTableRow
                  key={row.key}
                  row={row}
                  number={i + 1}
                  editing={editing.has(row.key)}
                  problems={problems[i] ?? []}
                  warnings={row.sourceNumber === undefined ? [] : (byQuestion.get(row.sourceNumber) ?? [])}
                  onChange={(patch) => update(row.key, patch)}
                  onEdit={(on) => setEditingRow(row, on)}
                  onDelete={() => remove(row.key)}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group>
          <Button id={ADD_BUTTON_ID} variant="default" leftSection={<IconPlus size={16} />} onClick={add} disabled={rows.length >= QUESTION_LIMITS.maxQuestions}>
            Add question
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
