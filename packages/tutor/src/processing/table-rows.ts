// Tables in a pasted chapter: rows of cells parted by " | " (a copy of an HTML table, one row to a
// line, perhaps with blank lines between) or written in Markdown ("| Ice | 0 |", "|---|---|"). Left as
// they were, a short row ("Gold | 1064 | 19.3") passed for a heading that titled the rest of the section,
// and a Markdown table became one run-on "sentence". A table with a header becomes a sentence per row
// that names its columns: "Substance: Iron; Melting point (°C): 1538; Density (g/cm3): 7.87." Every
// cell's text stays, in order; anything else with pipes stays as written.

/** Cells parted by " | " (by string tests and one simple pattern, so a 100,000-character line costs one pass). */
const PARTED = /\S[ \t]+\|[ \t]+\S/;
/** A Markdown table's rule under its header: "|---|:---:|". */
const RULE = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const NUMBER = /^[-+–−]?[\d.,]+(?:\s*(?:×|x)\s*10\^?[-–−]?\d+)?\s*%?$/;

function cellsOf(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split('|').map((c) => c.trim());
}

/** A row: cells parted by " | ", or a Markdown row ("| Ice | 0 |"). */
function isRow(line: string): boolean {
  const trimmed = line.trim();
  const markdown = trimmed.length > 2 && trimmed.startsWith('|') && trimmed.endsWith('|') && /[^|\s]/.test(trimmed);
  return (markdown || PARTED.test(trimmed)) && cellsOf(line).length >= 2;
}

/** A header names its columns: none of its cells is a number, and some cell below it is one. */
function isHeader(header: string[], rows: string[][]): boolean {
  if (header.some((c) => !c || NUMBER.test(c))) return false;
  return rows.some((r) => r.some((c) => NUMBER.test(c)));
}

const sentence = (parts: string[]) => {
  const text = parts.join('; ');
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

/** Each row under the header as a sentence naming its columns. */
function rowsAsSentences([header, ...body]: string[][]): string[] {
  return body.map((row) => sentence(row.map((cell, k) => (cell ? `${header![k]}: ${cell}` : '')).filter(Boolean)));
}

/** Parted rows make a table from this many on (two lines with " | " are as often a pipe in code or prose). */
const MIN_PARTED_ROWS = 3;

interface Table {
  rows: string[][];
  /** A Markdown rule ("|---|") under the first row: it is the header. */
  ruled: boolean;
  /** The line after the table. */
  end: number;
}

/** The table from line `i`: rows with as many cells as its first, a blank line or a rule between them allowed. */
function tableAt(lines: string[], i: number): Table {
  const width = cellsOf(lines[i]!).length;
  const rows: string[][] = [];
  let ruled = false;
  let end = i;
  for (let j = i; j < lines.length; j++) {
    const line = lines[j]!;
    if (!line.trim()) {
      if (j + 1 < lines.length && (isRow(lines[j + 1]!) || RULE.test(lines[j + 1]!))) continue;
      break;
    }
    if (RULE.test(line)) {
      if (rows.length !== 1) break;
      ruled = true;
      end = j + 1;
      continue;
    }
    if (!isRow(line) || cellsOf(line).length !== width) break;
    rows.push(cellsOf(line));
    end = j + 1;
  }
  return { rows, ruled, end };
}

/**
 * The text with each table's rows as sentences naming their columns, a blank line between them; any other
 * line as it was. A table is a Markdown one (a rule under its header) or at least MIN_PARTED_ROWS rows
 * parted by " | " under a header; "|a| = |b|", "ls | grep txt" and a table with no header stay as written.
 */
export function tableRowsAsSentences(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    const table = isRow(lines[i]!) ? tableAt(lines, i) : null;
    const [header, ...body] = table?.rows ?? [];
    const isTable = !!table && !!header && body.length > 0 && (table.ruled || (table.rows.length >= MIN_PARTED_ROWS && isHeader(header, body)));
    if (!isTable) {
      // Its lines as written, all at once: looking again from each of them would be quadratic.
      const end = Math.max(i + 1, table?.end ?? 0);
      out.push(...lines.slice(i, end));
      i = end;
      continue;
    }
    out.push(rowsAsSentences(table.rows).join('\n\n'));
    i = table.end;
  }
  return out.join('\n');
}
