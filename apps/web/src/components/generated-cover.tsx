import { Box, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';

/** Each subject its own colour pair, so shelves of cover-less books still tell apart at a glance. */
const SUBJECT_COLOURS: [RegExp, string, string][] = [
  [/bio|life|science|nature/i, '#1b7a43', '#0f4d2a'],
  [/phys/i, '#1c5fb8', '#123b73'],
  [/chem/i, '#7a3db8', '#4a2173'],
  [/math|algebra|geometry/i, '#b8431c', '#732611'],
  [/hist|social|civic/i, '#8a5a12', '#573808'],
  [/geo|earth|ocean/i, '#0f7a80', '#084c50'],
  [/english|language|literat|read/i, '#b8246b', '#731541'],
  [/computer|tech|ict/i, '#3b4a5e', '#222b37'],
];
const FALLBACK: [string, string] = ['#4a5a8a', '#2c3757'];

export function subjectColours(subject: string | null | undefined): [string, string] {
  const match = SUBJECT_COLOURS.find(([pattern]) => subject && pattern.test(subject));
  return match ? [match[1], match[2]] : FALLBACK;
}

/** 'College Student' reads as it is; a number reads 'Grade 8'. */
export const gradeLabel = (grade: string | null | undefined) => (!grade ? '' : /^\d+$/.test(grade) ? `Grade ${grade}` : grade);

/**
 * The designed cover of a book without a cover image: the title on the subject's colour with
 * its grade, drawn the same in cards, dialogs and the carousel. White text on these colours is
 * above 4.5:1. `compact` (thumbnails) shows the initial only.
 */
export function GeneratedCover({ title, subject, grade, compact = false, radius = 'md' }: { title: string; subject?: string | null; grade?: string | null; compact?: boolean; radius?: string }) {
  const [from, to] = subjectColours(subject);
  return (
    <Box
      data-testid="generated-cover"
      role="img"
      aria-label={`Cover of ${title}`}
      style={{
        width: '100%',
        height: '100%',
        borderRadius: `var(--mantine-radius-${radius})`,
        background: `linear-gradient(160deg, ${from}, ${to})`,
        color: '#fff',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: compact ? 4 : '10% 10% 8%',
        overflow: 'hidden',
        containerType: 'inline-size',
        boxShadow: 'inset 6px 0 0 rgba(0, 0, 0, 0.18)',
      }}
    >
      {compact ? (
        <Text fw={800} ta="center" size="sm" c="inherit" style={{ margin: 'auto' }} aria-hidden>
          {title.charAt(0).toUpperCase()}
        </Text>
      ) : (
        <>
          <Text size="xs" fw={600} c="inherit" tt="uppercase" style={{ letterSpacing: 1, opacity: 0.95 }} aria-hidden>
            {subject}
          </Text>
          <Text fw={800} c="inherit" lineClamp={4} style={{ fontSize: 'clamp(12px, 12cqw, 22px)', lineHeight: 1.2, overflowWrap: 'anywhere' }} aria-hidden>
            {title}
          </Text>
          <Box aria-hidden style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4 }}>
            <Text size="xs" fw={600} c="inherit">
              {gradeLabel(grade)}
            </Text>
            <IconBook2 size={18} style={{ opacity: 0.9 }} />
          </Box>
        </>
      )}
    </Box>
  );
}
