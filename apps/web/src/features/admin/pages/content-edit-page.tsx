import { useState } from 'react';
import { Alert, Button, Col, Empty, Modal, Row, Space } from 'antd';
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_SLOTS, LANGUAGES, type AdminContentBlock, type AdminContentSlot, type ContentSlotKey, type LanguageCode } from '@laurel/contract';
import { useContentSlot, useReorderContent } from '../api/content.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { ContentBlockEditor, fieldsOf, type BlockFields } from '../components/content-block-editor.tsx';
import { ContentPreview } from '../components/content-preview.tsx';
import { QueryState, Refusal } from '../components/query-state.tsx';
import { useStaffAccess } from '../model/use-staff-access.ts';
import { slotText } from '../model/content-slot-text.ts';
import '../../../i18n/admin-content.ts';
import '../components/content-console.css';

/** Slots that hold one text: a second block is not offered. */
const SINGLE = new Set(['about', 'contact']);

function LanguageColumn({ data, language, canEdit, onFields, onPreview }: {
  data: AdminContentSlot;
  language: LanguageCode;
  canEdit: boolean;
  onFields: (key: string, fields: BlockFields) => void;
  onPreview: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const [adding, setAdding] = useState(false);
  const reorder = useReorderContent();
  const blocks = data[language];
  const move = (index: number, by: -1 | 1) => {
    const ids = blocks.map((b) => b.id);
    const to = index + by;
    if (to < 0 || to >= ids.length) return;
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    reorder.mutate({ slot: data.slot, language, ids });
  };
  const headingId = `content-lang-${language}`;
  return (
    <section className="content-language" aria-labelledby={headingId} lang={language === 'zh-CN' ? 'zh-CN' : 'en'}>
      <header className="content-language__head">
        <h2 id={headingId}>{t(`language.${language}`)}</h2>
        <Button icon={<EyeOutlined />} onClick={onPreview}>
          {t('preview', { language: t(`language.${language}`) })}
        </Button>
      </header>
      <Refusal error={reorder.error} />
      {blocks.length === 0 && !adding ? <Empty description={t(language === 'zh-CN' ? 'emptyZh' : 'emptyEn')} /> : null}
      {blocks.map((block, i) => (
        <ContentBlockEditor
          key={`${block.id}-${block.updatedAt}`}
          slot={data.slot}
          kind={data.kind}
          language={language}
          block={block}
          number={i + 1}
          canEdit={canEdit}
          onMove={blocks.length > 1 ? (by) => move(i, by) : undefined}
          onFields={(fields) => onFields(String(block.id), fields)}
        />
      ))}
      {adding ? (
        <ContentBlockEditor
          slot={data.slot}
          kind={data.kind}
          language={language}
          block={null}
          number={blocks.length + 1}
          canEdit={canEdit}
          onFields={(fields) => onFields(`new-${language}`, fields)}
          onSaved={() => setAdding(false)}
        />
      ) : null}
      {canEdit && !adding && !(SINGLE.has(data.kind) && blocks.length > 0) ? (
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} className="content-language__add">
          {t(data.kind === 'faq' ? 'addQuestion' : data.kind === 'banner' ? 'addBanner' : 'addBlock')}
        </Button>
      ) : null}
    </section>
  );
}

/** What a language's page would show once everything pending is published: drafts and edits included, hidden blocks left out. */
function previewBlocks(blocks: AdminContentBlock[], edited: Map<string, BlockFields>) {
  return blocks
    .filter((b) => b.isPublished || b.draft || edited.has(String(b.id)))
    .map((b) => ({ id: b.id, sort: b.sort, fields: edited.get(String(b.id)) ?? fieldsOf(b) }));
}

/**
 * `/admin/content/edit?slot=`: one slot of the public site, English and Chinese side by side
 * (stacked on a phone); each block with its draft, publish and schedule, and a preview in the
 * public page's own layout.
 */
export default function ContentEditPage() {
  const { t } = useTranslation('admin-content');
  const [params] = useSearchParams();
  const key = params.get('slot');
  const slot = CONTENT_SLOTS.find((s) => s.key === key) ?? null;
  const query = useContentSlot(slot ? (slot.key as ContentSlotKey) : null);
  const canEdit = useStaffAccess().may('content');
  const [edited, setEdited] = useState(() => new Map<string, BlockFields>());
  const [previewing, setPreviewing] = useState<LanguageCode | null>(null);
  const onFields = (k: string, fields: BlockFields) => setEdited((m) => new Map(m).set(k, fields));

  return (
    <ConsoleShell
      title={slot ? t(`slot.${slotText(slot.key)}`) : t('unknownSlot')}
      actions={
        <Link to="/admin/content">{t('back')}</Link>
      }
    >
      {!slot ? (
        <Alert type="warning" showIcon title={t('unknownSlot')} />
      ) : (
        <QueryState query={query}>
          {query.data ? (
            <>
              <p className="console-muted">{t(`where.${slotText(slot.key)}`)} {t('draftHelp')}</p>
              <Row gutter={[24, 24]} className="content-languages">
                {LANGUAGES.map((language) => (
                  <Col key={language} xs={24} xl={12}>
                    <LanguageColumn data={query.data} language={language} canEdit={canEdit} onFields={onFields} onPreview={() => setPreviewing(language)} />
                  </Col>
                ))}
              </Row>
              <Modal
                open={previewing !== null}
                onCancel={() => setPreviewing(null)}
                footer={<Button onClick={() => setPreviewing(null)}>{t('closePreview')}</Button>}
                title={previewing ? t('previewTitle', { language: t(`language.${previewing}`) }) : null}
                width={1200}
                destroyOnHidden
              >
                {previewing ? (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    <p className="console-muted">{t('previewHelp')}</p>
                    {previewBlocks(query.data[previewing], edited).length ? (
                      <ContentPreview kind={slot.kind} language={previewing} blocks={previewBlocks(query.data[previewing], edited)} />
                    ) : (
                      <Empty description={t('previewEmpty')} />
                    )}
                  </Space>
                ) : null}
              </Modal>
            </>
          ) : null}
        </QueryState>
      )}
    </ConsoleShell>
  );
}
