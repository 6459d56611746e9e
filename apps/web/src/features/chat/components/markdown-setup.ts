import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import type { Options } from 'react-markdown';

type PluggableList = NonNullable<Options['remarkPlugins']>;

/**
 * Maths only between real delimiters: `$$...$$`, `\(...\)` and `\[...\]`. A single `$` is prose
 * ("a single ticket costs $5 and a return costs $9"), as remark-math users do with
 * `singleDollarTextMath: false`; otherwise the text between two prices turns into italic maths.
 */
export const remarkPlugins: PluggableList = [remarkGfm, [remarkMath, { singleDollarTextMath: false }]];
export const rehypePlugins: PluggableList = [rehypeKatex];

/** `\(x\)` and `\[x\]` (what models and the LaTeX habit write) become the `$$x$$` remark-math reads. */
function latexDelimiters(text: string): string {
  return text.replace(/\\\[([\s\S]+?)\\\]/g, (_, m: string) => `$$${m}$$`).replace(/\\\(([\s\S]+?)\\\)/g, (_, m: string) => `$$${m}$$`);
}

/**
 * The tutor writes plain lines (a question, then its options, one per line), which markdown
 * would join into one paragraph; keep each line as its own, except inside maths and in text that
 * is block markdown (code, tables, quotes, lists).
 */
function keepLineBreaks(text: string): string {
  if (/```|^\s*[|>-]|^\s*\d+\.\s/m.test(text)) return text;
  return text
    .split(/(\$\$[\s\S]*?\$\$)/)
    .map((part) => (part.startsWith('$$') ? part : part.replace(/([^\n])\n(?!\n)/g, '$1  \n')))
    .join('');
}

export function prepareMarkdown(text: string): string {
  return keepLineBreaks(latexDelimiters(text));
}
