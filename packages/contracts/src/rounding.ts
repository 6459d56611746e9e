/**
 * The roundings of every figure a student or teacher sees (server statistics, class tables, the
 * catalogue's progress, the web's marks), in one place so every screen rounds the same way.
 * (The tutor engine's marks follow the question's steps instead: tutor grading/mark-steps.ts.)
 */

/** One decimal: percentages, minutes. */
export const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Marks are stored as reals: two decimals hide float noise without losing half or quarter marks. */
export const roundMarks = (n: number) => Math.round(n * 100) / 100;

/** A percentage as every screen and message shows it: one decimal, always ("0.0%", "66.7%", "100.0%"). */
export const percentText = (percentage: number): string => `${(Number.isFinite(percentage) ? percentage : 0).toFixed(1)}%`;

/** part / whole x 100, one decimal; 0 when there is nothing to divide by. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? oneDecimal((part / whole) * 100) : 0);
