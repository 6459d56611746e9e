/**
 * The progress table as CSV (RFC 4180): one row per student, a percentage column per chapter,
 * then the class averages. A cell starting with = + - @ is prefixed with ' so a spreadsheet
 * never runs a student's name as a formula.
 */
import type { ClassProgress } from '@booktutor/contracts/classes';

function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function progressCsv(progress: ClassProgress): string {
  const header = ['Student', 'Username', ...progress.chapters.map((c) => `${c.bookTitle}: ${c.title} (%)`), 'Average (%)'];
  const rows = progress.students.map((s) => [s.fullname, s.username, ...s.cells.map((c) => c.percentage), s.average]);
  const averages = ['Class average', '', ...progress.chapters.map((c) => c.classAverage), null];
  return [header, ...rows, averages].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
