import { Checkbox, Group, Select, Textarea, TextInput } from '@mantine/core';
import type { QuestionRow } from './question-rows';
import { keyLetters } from './question-rows';

interface Props {
  row: QuestionRow;
  id: string;
  error?: string | undefined;
  onChange: (answer: string) => void;
}

const NO_KEY = 'Leave empty for no key: the question is flagged and left out of the test.';

/** The answer key in the form its question type takes: letters, true/false, a number, pairs or text. */
export function AnswerKeyInput({ row, id, error, onChange }: Props) {
  const common = { id, label: 'Answer key', error };
  switch (row.type) {
    case 'mcq':
      return (
        <Select
          {...common}
          placeholder="No answer key"
          clearable
          description="The right option."
          data={row.options.map((o) => ({ value: o.label, label: `${o.label}) ${o.text || '(empty)'}` }))}
          value={keyLetters(row.answer)[0] ?? null}
          onChange={(v) => onChange(v ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'multi':
      return (
        <Checkbox.Group
          label={common.label}
          error={error}
          description="Tick every right option; none means no key."
          value={keyLetters(row.answer)}
          onChange={(letters) => onChange([...letters].sort().join(', '))}
        >
          <Group gap="md" mt={6}>
            {row.options.map((o) => (
              <Checkbox key={o.label} value={o.label} label={o.label} aria-label={`Option ${o.label} is right`} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'true_false':
      return (
        <Select
          {...common}
          placeholder="No answer key"
          clearable
          data={[
            { value: 'true', label: 'True' },
            { value: 'false', label: 'False' },
          ]}
          value={row.answer === 'true' || row.answer === 'false' ? row.answer : null}
          onChange={(v) => onChange(v ?? '')}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'numeric':
      return <TextInput {...common} description="One number, with its unit if it has one (for example 9.8 m/s)." value={row.answer} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'matching':
      return <Textarea {...common} autosize minRows={2} description='Pairs such as "cat -> mammal; trout -> fish".' value={row.answer} onChange={(e) => onChange(e.currentTarget.value)} />;
    default:
      return <Textarea {...common} autosize minRows={2} maxRows={8} description={`The model answer. ${NO_KEY}`} value={row.answer} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
