import { FormatError } from '../../errors';

export interface GiftBlock {
  /** 1-based line of the block's first line. */
  line: number;
  text: string;
  /** The // comment lines just before or inside the block (they carry [id:] and [tag:]). */
  comments: string;
}

/** Questions are separated by blank lines; a blank line inside an open { } does not end one. */
export function splitGiftBlocks(text: string): GiftBlock[] {
  const blocks: GiftBlock[] = [];
  let lines: string[] = [];
  let comments: string[] = [];
  let start = 0;
  let depth = 0;
  let openedAt = 0;

  const flush = () => {
    if (lines.some((l) => l.trim())) blocks.push({ line: start, text: lines.join('\n').trim(), comments: comments.join('\n') });
    if (lines.some((l) => l.trim())) comments = [];
    lines = [];
  };

  text.split('\n').forEach((raw, i) => {
    const lineNo = i + 1;
    const trimmed = raw.trim();
    if (trimmed.startsWith('//')) {
      comments.push(trimmed);
      return;
    }
    if (!trimmed && depth === 0) return flush();
    if (!lines.length) start = lineNo;
    lines.push(raw);
    for (const ch of raw) {
      if (ch === '{') {
        if (depth > 0) {
          throw new FormatError('GIFT', openedAt, `the answer block opened here is not closed with "}" before another "{" on line ${lineNo} (escape a literal brace as \\{).`);
        }
        depth++;
        openedAt = lineNo;
      } else if (ch === '}') {
        if (depth === 0) throw new FormatError('GIFT', lineNo, 'a "}" closes an answer block that was never opened; escape it as \\}.');
        depth--;
      }
    }
  });
  if (depth > 0) throw new FormatError('GIFT', openedAt, 'the answer block opened here is never closed with "}".');
  flush();
  return blocks;
}
