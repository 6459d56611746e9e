import { useEffect, useState } from 'react';
import { CloseButton, Group, Paper, RingProgress, Stack, Text, Transition } from '@mantine/core';
import type { ChapterStatsSummary } from '@booktutor/contracts/chat';
import { LIMITS } from '@booktutor/contracts/limits';
import { percentText } from '@booktutor/contracts/rounding';

const STATUS = { not_started: 'Not Started', in_progress: 'In Progress', completed: 'Completed' } as const;

/** The chapter's score, shown for 5 seconds when a chapter with stats is opened. */
export function ChapterScoreDisplay({ stats, showKey }: { stats: ChapterStatsSummary | null; showKey: string }) {
  const [visible, setVisible] = useState(false);
  const hasStats = !!stats;
  useEffect(() => {
    if (!hasStats) return;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), LIMITS.chapterScoreDisplayMs);
    return () => clearTimeout(timer);
    // Shown again only when another chapter (or a fresh load) asks for it.
  }, [showKey, hasStats]);
  return (
    <Transition mounted={visible && !!stats} transition="slide-down" duration={200}>
      {(style) => (
        <Paper style={{ ...style, position: 'absolute', top: 8, right: 16, maxWidth: 'calc(100% - 32px)', zIndex: 20 }} withBorder shadow="md" radius="md" p="sm" data-testid="chapter-score">
          <Group gap="sm" wrap="nowrap">
            <RingProgress
              size={64}
              thickness={6}
              roundCaps
              sections={[{ value: stats!.percentage, color: stats!.percentage >= 50 ? 'green' : 'orange' }]}
              label={
                <Text ta="center" size="xs" fw={700}>
                  {percentText(stats!.percentage)}
                </Text>
              }
            />
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                Your chapter score
              </Text>
              <Text size="xs">
                {stats!.marksEarned} of {stats!.marksAvailable} marks · {stats!.questionsAnswered}/{stats!.totalQuestions} questions
              </Text>
              <Text size="xs" c="dimmed">
                {STATUS[stats!.completionStatus]} · {stats!.correctAnswers} correct, {stats!.partialAnswers} partly, {stats!.incorrectAnswers} wrong
              </Text>
            </Stack>
            <CloseButton size="sm" aria-label="Hide score" onClick={() => setVisible(false)} />
          </Group>
        </Paper>
      )}
    </Transition>
  );
}
