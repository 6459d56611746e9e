import ReactMarkdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import 'katex/dist/katex.min.css';
import classes from './chat.module.css';

/**
 * The tutor writes plain lines (a question, then its options, one per line), which markdown
 * would join into one paragraph; keep each line as its own unless the text is block markdown.
 */
function keepLineBreaks(text: string) {
  if (/```|\$\$|^\s*[|>-]|^\s*\d+\.\s/m.test(text)) return text;
  return text.replace(/([^\n])\n(?!\n)/g, '$1  \n');
}

export function MarkdownMessage({ content }: { content: string }) {
  return (
    <div className={classes.markdown}>
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkMath]} rehypePlugins={[rehypeKatex]}>
        {keepLineBreaks(content)}
      </ReactMarkdown>
    </div>
  );
}
