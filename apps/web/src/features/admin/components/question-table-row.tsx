import { ActionIcon, Badge, Button, Group, List, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ImportWarning } from '@booktutor/contracts/catalogue';
import classes from './processed-questions.module.css';
import { QuestionEditor } from './question-editor';
import { TYPE_LABEL, hasKey, isChoice, takesAcceptedAnswers, type QuestionRow, type RowProblem } from './question-rows';

interface Props {
  row: QuestionRow;
  number: number;
  editing: boolean;
  problems: RowProblem[];
  warnings: ImportWarning[];
  onChange: (patch: Partial<QuestionRow>) => void;
  onEdit: (editing: boolean) => void;
  onDelete: () => void;
}

export const editButtonId = (row: QuestionRow) => `question-${row.key}-edit`;

/** What the reader could not read in this question, beside it. */
function RowWarnings({ warnings }: { warnings: ImportWarning[] }) {
  if (!warnings.length) return null;
  return (
    <List size="xs" spacing={2} mt={4} c="orange" className={classes.warnings} icon={<IconAlertTriangle size={12} />} aria-label="Import warnings">
      {warnings.map((w, i) => (
        <List.Item key={i}>
          Line {w.line}: {w.message}
        </List.Item>
      ))}
    </List>
  );
}

function RowProblems({ problems }: { problems: RowProblem[] }) {
  if (!problems.length) return null;
  return (
    <Text size="xs" c="red" mt={4} role="status">
      {problems.map((p) => p.message).join(' ')}
    </Text>
  );
}

const NoKeyBadge = () => (
  <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} />}>
    No answer key
  </Badge>
);

function AnswerCell({ row }: { row: QuestionRow }) {
  if (!hasKey(row)) return <NoKeyBadge />;
  const shown = row.type === 'true_false' ? (row.answer === 'true' ? 'True' : 'False') : row.answer;
  return (
    <Stack gap={2}>
      <Text size="sm" className={classes.breakable}>
        {shown}
      </Text>
      {takesAcceptedAnswers(row.type) && row.acceptedAnswers.filter(Boolean).length > 0 && (
        <Text size="xs" c="dimmed" className={classes.breakable}>
          Also accept: {row.acceptedAnswers.filter(Boolean).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}

/** One question of the review table: read as a row, or edited in place across the row. */
export function QuestionTableRow({ row, number, editing, problems, warnings, onChange, onEdit, onDelete }: Props) {
  const actions = (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {!editing && (
        <Tooltip label="Edit" withinPortal>
          <ActionIcon id={editButtonId(row)} variant="subtle" size="lg" aria-label={`Edit question ${number}`} onClick={() => onEdit(true)}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Delete" withinPortal>
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Delete question ${number}`} onClick={onDelete}>
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  const flags = { 'data-missing-key': !hasKey(row) || undefined, 'data-invalid': problems.length > 0 || undefined, 'data-question-row': number };

  if (editing) {
    return (
      <Table.Tr {...flags} className={classes.editingRow}>
        <Table.Td colSpan={6} className={classes.editorCell}>
          <Group justify="space-between" mb="xs" wrap="nowrap">
            <Group gap="xs">
              <Text fw={600}>Editing question {number}</Text>
              {!hasKey(row) && <NoKeyBadge />}
            </Group>
            {actions}
          </Group>
          <RowWarnings warnings={warnings} />
          <QuestionEditor row={row} number={number} problems={problems} onChange={onChange} />
          <Group justify="flex-end" mt="sm">
            <Button variant="light" leftSection={<IconCheck size={16} />} onClick={() => onEdit(false)}>
              Done
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }

  return (
    <Table.Tr {...flags}>
      <Table.Td data-label="No.">{number}</Table.Td>
      <Table.Td data-label="Question">
        <Text size="sm" className={classes.breakable}>
          {row.prompt || (
            <Text span c="dimmed" size="sm">
              (no question text)
            </Text>
          )}
        </Text>
        {isChoice(row.type) && row.options.length > 0 && (
          <Text size="xs" c="dimmed" className={classes.breakable}>
            {row.options.map((o) => `${o.label}) ${o.text}`).join('   ')}
          </Text>
        )}
        <RowWarnings warnings={warnings} />
        <RowProblems problems={problems} />
      </Table.Td>
      <Table.Td data-label="Type">{TYPE_LABEL[row.type]}</Table.Td>
      <Table.Td data-label="Marks">{String(row.marks)}</Table.Td>
      <Table.Td data-label="Answer">
        <AnswerCell row={row} />
      </Table.Td>
      <Table.Td className={classes.actionsCell}>{actions}</Table.Td>
    </Table.Tr>
  );
}
