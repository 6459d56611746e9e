import { Alert, Badge, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ProcessTextResponse } from '@booktutor/contracts/catalogue';

const TYPE_LABEL: Record<string, string> = {
  mcq: 'Multiple choice',
  multi: 'Multiple answers',
  true_false: 'True/False',
  short: 'Short answer',
  numeric: 'Numeric',
  matching: 'Matching',
  long: 'Long answer',
};

/** What processing found, so the admin can check questions, marks and answer keys before saving. */
export function ProcessedQuestions({ result }: { result: ProcessTextResponse }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="processed-questions">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Processed chapter</Title>
          <Group gap="xs">
            <Badge variant="light">{result.totalQuestions} questions</Badge>
            <Badge variant="light" color="teal">{result.totalMarks} marks</Badge>
            <Badge variant="light" color="gray">{result.passageCount} passages</Badge>
          </Group>
        </Group>
        {result.missingAnswerKeys > 0 && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={`${result.missingAnswerKeys} ${result.missingAnswerKeys === 1 ? 'question has' : 'questions have'} no answer key`}>
            Add an 'Answer:' line after each flagged question and process again, or the tutor cannot mark it.
          </Alert>
        )}
        {result.totalQuestions === 0 ? (
          <Text size="sm" c="dimmed">
            No question set found: the text is used as the chapter's reading passages.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Table striped highlightOnHover verticalSpacing="xs" aria-label="Processed questions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={50}>No.</Table.Th>
                  <Table.Th>Question</Table.Th>
                  <Table.Th w={130}>Type</Table.Th>
                  <Table.Th w={70}>Marks</Table.Th>
                  <Table.Th>Answer</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.questionArray.map((q) => (
                  <Table.Tr key={q.number} data-missing-key={q.needsAnswerKey || undefined}>
                    <Table.Td>{q.number}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{q.prompt}</Text>
                      {q.options && (
                        <Text size="xs" c="dimmed">
                          {q.options.map((o) => `${o.label}) ${o.text}`).join('   ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{TYPE_LABEL[q.type] ?? q.type}</Table.Td>
                    <Table.Td>{q.marks}</Table.Td>
                    <Table.Td>
                      {q.needsAnswerKey ? (
                        <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} />}>
                          No answer key
                        </Badge>
                      ) : (
                        <Text size="sm">{q.answer}</Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
