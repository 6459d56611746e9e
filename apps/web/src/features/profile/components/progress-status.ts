import { roundMarks } from '@booktutor/contracts/rounding';

/** Spec section 4: status labels and colours (chapter cards use yellow for In Progress, book cards blue). */
const LABELS: Record<string, string> = { not_started: 'Not Started', in_progress: 'In Progress', completed: 'Completed' };

export const statusLabel = (status: string) => LABELS[status] ?? 'Unknown';

export function statusColor(status: string, card: 'chapter' | 'book') {
  if (status === 'completed') return 'green';
  if (status === 'in_progress') return card === 'chapter' ? 'yellow' : 'blue';
  return 'gray';
}

/** Marks may be halves or quarters: no trailing zeros for whole marks. */
export const marks = (n: number) => String(roundMarks(n));

/** A score bar's colour says how well it went: red under 40%, yellow under 70%, green from 70%. */
export function scoreColor(percentage: number) {
  if (percentage >= 70) return 'green';
  if (percentage >= 40) return 'yellow';
  return 'red';
}
