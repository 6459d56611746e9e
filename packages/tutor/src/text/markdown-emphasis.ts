// Chapters and question sets written in Markdown mark terms and labels with emphasis: "**Friction** is
// a force...", "**1.** What is...?", "*Answer:* B". The markers are layout, not words: left in, they
// hide a definition's subject, keep "down. **Friction**" from starting a sentence and make "**Answer:**"
// no answer line.

/** Longest emphasised span taken: a bound that keeps the search linear on a line with a lone marker. */
const MAX_SPAN = 300;

// CommonMark's flanking rules, simplified: an opening marker is not preceded by a word character and is
// followed by one that is not a space; the closing marker is preceded by a non-space and not followed by
// a word character. So "2*3*4", "v_0 + v_1", a bullet "* item" and a blank "________" are left alone.
const STRONG = new RegExp(`(^|[^\\w*])(\\*{2,3}|_{2,3})(?=[^\\s*_])([^\\n]{0,${MAX_SPAN}}?[^\\s*_\\\\])\\2(?![\\w*])`, 'g');
const SINGLE = new RegExp(`(^|[^\\w*])([*_])(?=[^\\s*_])([^\\n]{0,${MAX_SPAN}}?[^\\s*_\\\\])\\2(?![\\w*])`, 'g');

/** Inline code (`x = 2*y*z`, `__init__`) is kept as it is. */
const CODE_SPAN = /(`+)[^`\n]*?\1/g;

/**
 * Underscores also join the words of names ("__init__", "__pycache__", "my_draft_file"): with them, only
 * a span of several words is emphasis ("__the whole phrase__"), where a name never has a space.
 */
const strip = (whole: string, before: string, marker: string, inner: string) => (marker.startsWith('_') && !/\s/.test(inner) ? whole : before + inner);

function stripMarkers(text: string): string {
  return text.replace(STRONG, strip).replace(SINGLE, strip);
}

/** Text without Markdown's emphasis markers (`**bold**`, `__bold__`, `*italic*`, `_italic_`, `***both***`); line breaks kept. */
export function withoutEmphasis(text: string): string {
  if (!/[*_]/.test(text)) return text;
  let out = '';
  let from = 0;
  for (const code of text.matchAll(CODE_SPAN)) {
    out += stripMarkers(text.slice(from, code.index)) + code[0];
    from = code.index + code[0].length;
  }
  return out + stripMarkers(text.slice(from));
}
