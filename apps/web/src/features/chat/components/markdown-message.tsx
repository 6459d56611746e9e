import ReactMarkdown from 'react-markdown';
import 'katex/dist/katex.min.css';
import classes from './chat.module.css';
import { prepareMarkdown, rehypePlugins, remarkPlugins } from './markdown-setup';

export function MarkdownMessage({ content }: { content: string }) {
  return (
    <div className={classes.markdown}>
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins}>
        {prepareMarkdown(content)}
      </ReactMarkdown>
    </div>
  );
}
