/**
 * "I think this was marked wrongly", under the tutor's feedback on a test answer in the chat.
 * Shown only for a reply that marked one of the student's answers, when a teacher of theirs can
 * check it (the student is in a class covering the chapter); the open chapter is the page's
 * `?chapterId=` (chat-page.tsx).
 */
import { Button, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { REVIEWS_MSG } from '@booktutor/contracts/reviews';
import { errorText } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useAppealAnswer } from '../api/appeal-answer';
import { useMyAnswers } from '../api/get-my-answers';

export function AppealButton({ messageKey }: { messageKey: string }) {
  const [params] = useSearchParams();
  const answers = useMyAnswers(params.get('chapterId'));
  const appeal = useAppealAnswer();
  const answer = answers.data?.find((a) => a.replyMessageId === messageKey || a.replyClientMessageId === messageKey);
  if (!answer || !answer.appealable) return null;
  if (answer.appealed) {
    return (
      <Text size="xs" c="dimmed" mt={6} data-testid="appeal-sent">
        {REVIEWS_MSG.appealed}
      </Text>
    );
  }
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="gray"
      mt={6}
      leftSection={<IconFlag size={12} />}
      loading={appeal.isPending}
      onClick={() => appeal.mutate(answer.answerId, { onSuccess: (r) => toast('blue', r.message), onError: (e) => toast('red', errorText(e)) })}
    >
      {REVIEWS_MSG.appealButton}
    </Button>
  );
}
