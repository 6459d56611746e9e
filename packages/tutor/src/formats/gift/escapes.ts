// GIFT lets authors write its control characters literally with a backslash: \~ \= \# \{ \} \:
// and \n for a newline; \\ is a backslash. They are swapped for private-use placeholders before
// parsing so the parser never mistakes them for syntax, then swapped back in every piece of text
// it returns. (Moodle does the same with "&&058;"-style placeholders.)
const CONTROL = '\\~=#{}:n';
const RESTORED = ['\\', '~', '=', '#', '{', '}', ':', '\n'];
const PLACEHOLDER_BASE = 0xe000;

export function protectEscapes(text: string): string {
  // Placeholders already present in the input (private-use characters) would be read back as
  // control characters, so they are dropped first.
  return text.replace(/[\uE000-\uE007]/g, '').replace(/\\([\\~=#{}:n])/g, (_, ch: string) => String.fromCharCode(PLACEHOLDER_BASE + CONTROL.indexOf(ch)));
}

export function restoreEscapes(text: string): string {
  return text.replace(/[\uE000-\uE007]/g, (ch) => RESTORED[ch.charCodeAt(0) - PLACEHOLDER_BASE]!);
}

const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['#39', "'"],
  ['nbsp', ' '],
]);

/** HTML to the plain text the tutor shows: line breaks kept, tags dropped, common entities decoded. */
function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_, name: string) => ENTITIES.get(name) ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** True when the text starts with Moodle's [html] marker. */
export const isHtml = (text: string) => /^\s*\[html\]/i.test(text);

/**
 * Drop a leading [html]/[moodle]/[plain]/[markdown] marker (Moodle's text formats); turn HTML
 * into plain text (the product shows text, never the author's markup); restore escapes. Text
 * without a marker takes its question's format, as in Moodle (`htmlByDefault`).
 */
export function cleanText(text: string, htmlByDefault = false): string {
  const m = /^\s*\[(html|moodle|plain|markdown)\]/i.exec(text);
  let out = m ? text.slice(m[0].length) : text;
  if (m ? m[1]!.toLowerCase() === 'html' : htmlByDefault) out = htmlToText(out);
  return restoreEscapes(out).trim();
}
