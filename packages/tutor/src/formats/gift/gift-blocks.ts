export interface GiftBlock {
  /** The block's non-comment lines, joined with "\n" (escapes already protected). */
  text: string;
  /** 1-based line number of each line of `text`. */
  lineNumbers: number[];
  /** The // comment lines inside the block (they carry [id:] and [tag:], as in Moodle). */
  comments: string;
}

const lineStarts = new WeakMap<GiftBlock, number[]>();

/** 1-based line of a character offset in a block's text (binary search: blocks can be huge). */
export function lineAt(block: GiftBlock, offset: number): number {
  let starts = lineStarts.get(block);
  if (!starts) {
    starts = [0];
    for (let i = block.text.indexOf('\n'); i >= 0; i = block.text.indexOf('\n', i + 1)) starts.push(i + 1);
    lineStarts.set(block, starts);
  }
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return block.lineNumbers[low] ?? block.lineNumbers[0] ?? 1;
}

const isComment = (line: string) => line.trimStart().startsWith('//');

/** For each line, the first brace at or after it ("{", "}" or "" for none); comments do not count. */
function nextBraces(lines: string[]): string[] {
  const next: string[] = new Array<string>(lines.length + 1).fill('');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    const at = isComment(line) ? -1 : line.search(/[{}]/);
    next[i] = at >= 0 ? line[at]! : next[i + 1]!;
  }
  return next;
}

/**
 * Moodle ends a question at a blank line. We also let a blank line sit inside an answer block
 * when a "}" closes it before any new "{" opens, so `{` ... blank ... `}` stays one question;
 * an answer block left open ends at the blank line, so one missing "}" costs one question only.
 * Never throws: brace faults are reported by the block reader.
 */
export function splitGiftBlocks(text: string): GiftBlock[] {
  const lines = text.split('\n');
  const next = nextBraces(lines);
  const blocks: GiftBlock[] = [];
  let body: string[] = [];
  let numbers: number[] = [];
  let comments: string[] = [];
  let open = false;

  const flush = () => {
    if (body.length) blocks.push({ text: body.join('\n'), lineNumbers: numbers, comments: comments.join('\n') });
    body = [];
    numbers = [];
    comments = [];
    open = false;
  };

  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!line) {
      if (!open || next[i + 1] !== '}') flush();
      return;
    }
    if (isComment(line)) {
      comments.push(line);
      return;
    }
    body.push(line);
    numbers.push(i + 1);
    for (const ch of line) {
      if (ch === '{') open = true;
      else if (ch === '}') open = false;
    }
  });
  flush();
  return blocks;
}
