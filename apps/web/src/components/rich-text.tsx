import './rich-text.css';

interface RichTextProps {
  /** Sanitised HTML from the content API. */
  html: string;
  className?: string;
}

/**
 * The one place the web app renders HTML from the API (content blocks, FAQ answers). The server
 * sanitises every HTML body before storing and serving it (packages/contract models/content.ts:
 * "HTML bodies are sanitised by the server"), so it is inserted as is; nothing else may use
 * dangerouslySetInnerHTML.
 */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
