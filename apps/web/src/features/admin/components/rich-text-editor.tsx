import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Input, Space, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import '../../../i18n/admin-content.ts';
import '../../../components/rich-text.css';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** HTML as stored (sanitised by the server on save). */
  value: string;
  onChange: (html: string) => void;
  /** The editing area's accessible name. */
  label: string;
  lang: string;
  disabled?: boolean;
}

type Panel = 'link' | 'image' | null;

/**
 * The console's rich-text editor (Tiptap on ProseMirror): paragraphs, headings, emphasis, lists,
 * quotes, links and images — what the server's sanitiser keeps (services/content/sanitize-html.ts).
 * Loaded on its own (lazy-rich-text-editor.tsx), never in a visitor's first load.
 */
export default function RichTextEditor({ value, onChange, label, lang, disabled }: RichTextEditorProps) {
  const { t } = useTranslation('admin-content');
  const [panel, setPanel] = useState<Panel>(null);
  const [address, setAddress] = useState('');
  // The value last given or sent: an update that leaves the HTML as it is (the editor settling
  // its own content) is no change.
  const current = useRef(value);
  current.current = value;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto', 'tel'], HTMLAttributes: { rel: null, target: null } },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', lang, class: 'rich-text rte__content' },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      if (html !== current.current) onChange(html);
    },
  });

  // A value set from outside (another block loaded, a saved draft's cleaned HTML) replaces the text.
  useEffect(() => {
    // (A destroyed editor, React remounting in development, has no schema left to read.)
    if (!editor || editor.isDestroyed) return;
    if (value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (key: string, active: boolean, run: () => void, icon: ReactNode) => (
    <Tooltip title={t(`editor.${key}`)} key={key}>
      <Button size="small" type={active ? 'primary' : 'text'} aria-pressed={active} aria-label={t(`editor.${key}`)} onClick={run} disabled={disabled}>
        {icon}
      </Button>
    </Tooltip>
  );
  const openPanel = (which: Panel) => {
    setAddress(which === 'link' ? ((editor.getAttributes('link').href as string | undefined) ?? '') : '');
    setPanel(panel === which ? null : which);
  };
  const apply = () => {
    const url = address.trim();
    if (panel === 'link') {
      if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
      else chain().extendMarkRange('link').unsetLink().run();
    } else if (panel === 'image' && url) {
      chain().setImage({ src: url, alt: '' }).run();
    }
    setPanel(null);
  };

  return (
    <div className="rte" data-disabled={disabled ? 'true' : undefined}>
      <div className="rte__toolbar" role="toolbar" aria-label={t('editor.toolbar', { label })}>
        {tool('bold', editor.isActive('bold'), () => chain().toggleBold().run(), <BoldOutlined />)}
        {tool('italic', editor.isActive('italic'), () => chain().toggleItalic().run(), <ItalicOutlined />)}
        {tool('h2', editor.isActive('heading', { level: 2 }), () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
        {tool('h3', editor.isActive('heading', { level: 3 }), () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
        {tool('bulletList', editor.isActive('bulletList'), () => chain().toggleBulletList().run(), <UnorderedListOutlined />)}
        {tool('orderedList', editor.isActive('orderedList'), () => chain().toggleOrderedList().run(), <OrderedListOutlined />)}
        {tool('quote', editor.isActive('blockquote'), () => chain().toggleBlockquote().run(), '“”')}
        {tool('link', editor.isActive('link') || panel === 'link', () => openPanel('link'), <LinkOutlined />)}
        {tool('image', panel === 'image', () => openPanel('image'), <PictureOutlined />)}
        {tool('undo', false, () => chain().undo().run(), <UndoOutlined />)}
        {tool('redo', false, () => chain().redo().run(), <RedoOutlined />)}
      </div>
      {panel ? (
        <Space.Compact className="rte__panel" block>
          <Input
            autoFocus
            aria-label={t(panel === 'link' ? 'editor.linkAddress' : 'editor.imageAddress')}
            placeholder="https://"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            onPressEnter={apply}
          />
          <Button onClick={apply}>{t(panel === 'link' && !address.trim() ? 'editor.removeLink' : 'editor.apply')}</Button>
          <Button onClick={() => setPanel(null)}>{t('editor.cancel')}</Button>
        </Space.Compact>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
