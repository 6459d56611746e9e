// GIFT lets authors write its control characters literally with a backslash: \~ \= \# \{ \} \:
// and \n for a newline. They are swapped for private-use placeholders before parsing so the
// parser never mistakes them for syntax, then swapped back in every piece of text it returns.
const CONTROL = ['\\', '~', '=', '#', '{', '}', ':', 'n'] as const;
const RESTORED = ['\\', '~', '=', '#', '{', '}', ':', '\n'];
const PLACEHOLDER_BASE = 0xe000;

export function protectEscapes(text: string): string {
  return text.replace(/\\([\\~=#{}:n])/g, (_, ch: string) => {
    return String.fromCharCode(PLACEHOLDER_BASE + CONTROL.indexOf(ch as (typeof CONTROL)[number]));
  });
}

export function restoreEscapes(text: string): string {
  return text.replace(/[\uE000-\uE007]/g, (ch) => RESTORED[ch.charCodeAt(0) - PLACEHOLDER_BASE]!);
}

/** Drop a leading [html]/[moodle]/[plain]/[markdown] marker; strip tags from HTML text. */
export function cleanText(text: string): string {
  const m = /^\s*\[(html|moodle|plain|markdown)\]\s*/i.exec(text);
  let out = m ? text.slice(m[0].length) : text;
  if (m?.[1]?.toLowerCase() === 'html') out = out.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '');
  return restoreEscapes(out).trim();
}
