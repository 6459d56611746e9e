/**
 * The class's review queue: each answer with the question, the key, the student's answer and
 * the tutor's marks and feedback; the teacher confirms the marks or sets others, with a comment.
 */
import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { ReviewItem } from '@booktutor/contracts/reviews';
import { PageLoader } from '../../../components/page-loader';
import { errorText } from '../../../lib/api-error';
import { useReviewQueue } from '../api/get-review-queue';
import { useReviewAnswer } from '../api/review-answer';

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

function ReviewCard({ item }: { item: ReviewItem }) {
  const review = useReviewAnswer();
  const [marks, setMarks] = useState<number>(item.marks);
  const [comment, setComment] = useState('');
  const send = (value: number) => review.mutate({ answerId: item.answerId, marks: value, comment });
  return (
    <Paper withBorder radius="md" p="md" data-testid="review-item">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Text fw={700}>
          {item.student.fullname} · {item.chapterTitle} · Q{item.questionNumber}
        </Text>
        <Badge color={item.reason === 'appeal' ? 'orange' : 'blue'} variant="light">
          {item.reason === 'appeal' ? 'Appeal' : 'Low confidence'}
        </Badge>
      </Group>
      <Stack gap="xs">
        <Labelled label="Question">{item.question || '–'}</Labelled>
        <Labelled label="Key">{item.key ?? 'No key'}</Labelled>
        <Labelled label="Answer">{item.studentAnswer}</Labelled>
        <Labelled label={`Tutor: ${item.marks} of ${item.maxMarks}`}>{item.feedback || '–'}</Labelled>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NumberInput label="Marks" value={marks} onChange={(v) => setMarks(typeof v === 'number' ? v : 0)} min={0} max={item.maxMarks} step={0.5} decimalScale={2} w={110} />
          <Textarea label="Comment" value={comment} onChange={(e) => setComment(e.currentTarget.value)} autosize minRows={1} maxLength={1000} style={{ flex: 1, minWidth: 180 }} />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => send(item.marks)} loading={review.isPending}>
            Confirm {item.marks}
          </Button>
          <Button onClick={() => send(marks)} loading={review.isPending} disabled={marks === item.marks}>
            Save marks
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function ReviewQueuePanel({ classId }: { classId: string }) {
  const queue = useReviewQueue(classId);
  if (queue.isPending) return <PageLoader />;
  if (queue.isError) return <Text c="red">{errorText(queue.error)}</Text>;
  if (!queue.data.items.length) {
    return (
      <Text c="dimmed" size="sm">
        Nothing to review: no appeals, and no written answers the tutor was unsure about.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {queue.data.items.map((item) => (
        <ReviewCard key={item.answerId} item={item} />
      ))}
    </Stack>
  );
}
