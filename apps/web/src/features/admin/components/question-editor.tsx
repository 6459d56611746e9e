import { ActionIcon, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { QUESTION_LIMITS, QUESTION_TYPES, optionLetter, type QuestionType } from '@booktutor/contracts/chapter-questions';
import { AnswerKeyInput } from './answer-key-input';
import { TYPE_LABEL, isChoice, starterOptions, takesAcceptedAnswers, withoutOption, type QuestionRow, type RowProblem } from './question-rows';

interface Props {
  row: QuestionRow;
  number: number;
  problems: RowProblem[];
  onChange: (patch: Partial<QuestionRow>) => void;
}

const L = QUESTION_LIMITS;

/** First message for a field ("options" is the list, "options.2" one option). */
const errorFor = (problems: RowProblem[], field: string) => problems.find((p) => p.field === field)?.message;

/** One question's fields, stacked on a phone and two columns from the sm breakpoint. */
export function QuestionEditor({ row, number, problems, onChange }: Props) {
  const id = (part: string) => `question-${row.key}-${part}`;
  const changeType = (type: QuestionType) => {
    const patch: Partial<QuestionRow> = { type };
    // A new kind of key: the old one would not fit it (letters vs text vs true/false).
    if (isChoice(type) !== isChoice(row.type) || type === 'true_false' || row.type === 'true_false') patch.answer = '';
    if (type === 'mcq' && row.type === 'multi') patch.answer = row.answer.split(',')[0]?.trim() ?? '';
    if (isChoice(type) && row.options.length < L.minOptions)
      patch.options = [...row.options, ...starterOptions()].slice(0, Math.max(L.minOptions, row.options.length)).map((o, i) => ({ ...o, label: optionLetter(i) }));
    onChange(patch);
  };
  const setOption = (index: number, text: string) => onChange({ options: row.options.map((o, i) => (i === index ? { ...o, text } : o)) });
  const setAccepted = (index: number, text: string) => onChange({ acceptedAnswers: row.acceptedAnswers.map((a, i) => (i === index ? text : a)) });

  return (
    <Stack gap="sm" data-testid="question-editor">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          id={id('type')}
          label="Type"
          data={QUESTION_TYPES.map((t) => ({ value: t, label: TYPE_LABEL[t] }))}
          value={row.type}
          allowDeselect={false}
          onChange={(v) => v && changeType(v)}
          error={errorFor(problems, 'type')}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberInput
          id={id('marks')}
          label="Marks"
          min={L.minMarks}
          max={L.maxMarks}
          step={L.marksStep}
          decimalScale={1}
          value={row.marks}
          onChange={(v) => onChange({ marks: v })}
          error={errorFor(problems, 'marks')}
        />
      </SimpleGrid>
      <Textarea
        id={id('prompt')}
        label={`Question ${number}`}
        autosize
        minRows={2}
        maxRows={10}
        maxLength={L.promptMaxChars}
        value={row.prompt}
        onChange={(e) => onChange({ prompt: e.currentTarget.value })}
        error={errorFor(problems, 'prompt')}
      />
      {isChoice(row.type) && (
        <Stack gap={6} role="group" aria-labelledby={id('options-label')}>
          <Text size="sm" fw={500} id={id('options-label')}>
            Options
          </Text>
          {row.options.map((o, i) => (
            <Group key={o.label} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                aria-label={`Option ${o.label}`}
                leftSection={
                  <Text size="sm" fw={600}>
                    {o.label}
                  </Text>
                }
                maxLength={L.optionMaxChars}
                value={o.text}
                onChange={(e) => setOption(i, e.currentTarget.value)}
                error={errorFor(problems, `options.${i}`) ?? errorFor(problems, `options.${i}.text`)}
              />
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove option ${o.label}`} onClick={() => onChange(withoutOption(row, i))}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <ListEnd
            error={errorFor(problems, 'options')}
            addLabel="Add option"
            full={row.options.length >= L.maxOptions}
            onAdd={() => onChange({ options: [...row.options, { label: optionLetter(row.options.length), text: '' }] })}
          />
        </Stack>
      )}
      <AnswerKeyInput row={row} id={id('answer')} error={errorFor(problems, 'answer')} onChange={(answer) => onChange({ answer })} />
      {takesAcceptedAnswers(row.type) && (
        <Stack gap={6} role="group" aria-labelledby={id('accepted-label')}>
          <Text size="sm" fw={500} id={id('accepted-label')}>
            Also accept
          </Text>
          {row.acceptedAnswers.map((a, i) => (
            <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                aria-label={`Accepted answer ${i + 1}`}
                maxLength={L.acceptedMaxChars}
                value={a}
                onChange={(e) => setAccepted(i, e.currentTarget.value)}
                error={errorFor(problems, `acceptedAnswers.${i}`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove accepted answer ${i + 1}`}
                onClick={() => onChange({ acceptedAnswers: row.acceptedAnswers.filter((_, j) => j !== i) })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <ListEnd
            error={errorFor(problems, 'acceptedAnswers')}
            addLabel="Add accepted answer"
            full={row.acceptedAnswers.length >= L.maxAcceptedAnswers}
            onAdd={() => onChange({ acceptedAnswers: [...row.acceptedAnswers, ''] })}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** Under a list of options or accepted answers: the list's own error, then the button that adds a row. */
function ListEnd({ error, addLabel, full, onAdd }: { error: string | undefined; addLabel: string; full: boolean; onAdd: () => void }) {
  return (
    <>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} />} disabled={full} onClick={onAdd}>
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
