// Tables in a pasted chapter: rows of cells parted by " | " (a copy of an HTML table, one row to a
// line, perhaps with blank lines between) or written in Markdown ("| Ice | 0 |", "|---|---|"). Left as
// they are, a short row ("Gold | 1064 | 19.3") passed for a heading that titled the rest of the section,
// and a Markdown table became one run-on "sentence". Each row becomes a sentence of its own that names
// its columns: "Substance: Iron; Melting point (°C): 1538; Density (g/cm3): 7.87." Nothing is lost: every
// cell's text stays, in order.

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

/** A header names its columns: none of its cells is a number, and some cell below it is one (or a rule follows it). */
function isHeader(header: string[], rows: string[][], ruled: boolean): boolean {
  if (header.some((c) => !c || NUMBER.test(c))) return false;
  return ruled || rows.some((r) => r.some((c) => NUMBER.test(c)));
}

const sentence = (parts: string[]) => {
  const text = parts.join('; ');
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

/** One table's rows as sentences: with the header's names when it has one, else the cells in order. */
function rowsAsSentences(rows: string[][], ruled: boolean): string[] {
  const [header, ...body] = rows;
  if (header && body.length && isHeader(header, body, ruled)) {
    return body.map((row) => sentence(row.map((cell, k) => (cell ? `${header[k]}: ${cell}` : '')).filter(Boolean)));
  }
  return rows.map((row) => sentence(row.filter(Boolean)));
}

/** The text with each table's rows as sentences, a blank line between them; any other line as it was. */
export function tableRowsAsSentences(text: string): string {
  if (!text.includes('|')) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    if (!isRow(lines[i]!)) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    // The table: rows with as many cells as its first, a blank line or a rule between them allowed.
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
        ruled ||= rows.length === 1;
        end = j + 1;
        continue;
      }
      if (!isRow(line) || cellsOf(line).length !== width) break;
      rows.push(cellsOf(line));
      end = j + 1;
    }
    if (rows.length < 2) {
      out.push(lines[i]!);
      i++;
      continue;
    }
    out.push(rowsAsSentences(rows, ruled).join('\n\n'));
    i = end;
  }
  return out.join('\n');
}
