import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

/** Tiptap and ProseMirror are a chunk of their own, fetched when an editor first shows. */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton.Input active block style={{ height: 200 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
