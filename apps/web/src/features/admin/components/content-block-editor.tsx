import { useState } from 'react';
import { Alert, Button, DatePicker, Input, Popconfirm, Space, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  BANNER_TEXT_MAX,
  CONTENT_TITLE_MAX,
  CONTENT_URL_MAX,
  type AdminContentBlock,
  type ContentKind,
  type ContentSlotKey,
  type ContentVersion,
  type LanguageCode,
} from '@laurel/contract';
import { useDeleteContentBlock, usePublishContent, useSaveContentDraft, useUnpublishContent } from '../api/content.ts';
import { zoneLabel } from '../model/season-dates.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { ContentImageField } from './content-image-field.tsx';
import { LazyRichTextEditor } from './lazy-rich-text-editor.tsx';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin-content.ts';
import '../../../i18n/dayjs-locale.ts';

/** What the editor holds for a block: its draft if it has one, else its live text. */
export interface BlockFields extends ContentVersion {
  startsAt: Dayjs | null;
  endsAt: Dayjs | null;
}

export const fieldsOf = (block: AdminContentBlock | null): BlockFields => {
  const text = block ? (block.draft ?? block.live) : { title: '', body: '', imageUrl: null, linkUrl: null };
  return {
    ...text,
    startsAt: block?.startsAt ? dayjs(block.startsAt) : null,
    endsAt: block?.endsAt ? dayjs(block.endsAt) : null,
  };
};

/** A banner's link and its schedule (dates in the browser's time zone). */
function BannerFields({ fields, canEdit, change }: { fields: BlockFields; canEdit: boolean; change: (patch: Partial<BlockFields>) => void }) {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <label className="content-field">
        <span>{t('field.linkUrl')}</span>
        <Input value={fields.linkUrl ?? ''} maxLength={CONTENT_URL_MAX} placeholder="/winner https://…" disabled={!canEdit} onChange={(e) => change({ linkUrl: e.target.value })} />
      </label>
      <fieldset className="content-schedule">
        <legend>{t('field.schedule', { zone: zoneLabel() })}</legend>
        <label className="content-field">
          <span>{t('field.startsAt')}</span>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={fields.startsAt} disabled={!canEdit} onChange={(v) => change({ startsAt: v })} />
        </label>
        <label className="content-field">
          <span>{t('field.endsAt')}</span>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" value={fields.endsAt} disabled={!canEdit} onChange={(v) => change({ endsAt: v })} />
        </label>
        <p className="console-muted">{t('field.scheduleHelp')}</p>
      </fieldset>
    </>
  );
}

interface ContentBlockEditorProps {
  slot: ContentSlotKey;
  kind: ContentKind;
  language: LanguageCode;
  /** null: a new block, not saved yet. */
  block: AdminContentBlock | null;
  /** 1-based, for its heading. */
  number: number;
  canEdit: boolean;
  onMove?: (by: -1 | 1) => void;
  /** The block's fields as edited, for the preview. */
  onFields: (fields: BlockFields) => void;
  /** A new block was saved (or dropped): the page lists it from the slot again. */
  onSaved?: () => void;
}

/**
 * One block of a slot in one language: its title, its text in the rich-text editor (a banner's
 * line plain), its image and link, a banner's schedule; saving writes the draft, publishing puts
 * it on the site. Its state says what the public sees.
 */
export function ContentBlockEditor({ slot, kind, language, block, number, canEdit, onMove, onFields, onSaved }: ContentBlockEditorProps) {
  const { t } = useTranslation('admin-content');
  const formatDateTime = useFormatDateTime();
  const [fields, setFields] = useState<BlockFields>(() => fieldsOf(block));
  const [dirty, setDirty] = useState(block === null);
  const save = useSaveContentDraft();
  const publish = usePublishContent();
  const unpublish = useUnpublishContent();
  const remove = useDeleteContentBlock();
  const banner = kind === 'banner';
  const lang = language === 'zh-CN' ? 'zh-CN' : 'en';
  const error = save.error ?? publish.error ?? unpublish.error ?? remove.error;
  const busy = save.isPending || publish.isPending || unpublish.isPending || remove.isPending;
  const id = `block-${language}-${block?.id ?? 'new'}`;

  const change = (patch: Partial<BlockFields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    setDirty(true);
    onFields(next);
  };

  const saveDraft = async () => {
    const answer = await save.mutateAsync({
      slot,
      language,
      id: block?.id ?? null,
      title: fields.title,
      body: fields.body,
      imageUrl: fields.imageUrl || null,
      linkUrl: fields.linkUrl || null,
      startsAt: banner && fields.startsAt ? fields.startsAt.toISOString() : null,
      endsAt: banner && fields.endsAt ? fields.endsAt.toISOString() : null,
    });
    setDirty(false);
    const saved = block ? answer[language].find((b) => b.id === block.id) : answer[language].at(-1);
    if (saved) {
      // The server's cleaned text is what is stored: the editor shows it.
      const clean = fieldsOf(saved);
      setFields(clean);
      onFields(clean);
    }
    if (!block) onSaved?.();
    return saved;
  };

  const saveAndPublish = async () => {
    const target = dirty ? await saveDraft() : block;
    if (target) await publish.mutateAsync(target.id);
  };

  const state = !block
    ? { color: 'default', text: t('blockState.new') }
    : !block.isPublished
      ? { color: 'default', text: t('blockState.unpublished') }
      : block.draft
        ? { color: 'gold', text: t('blockState.publishedWithDraft') }
        : { color: 'green', text: t('blockState.published') };

  return (
    <article className="content-block-editor" aria-labelledby={`${id}-title`} lang={lang}>
      <header className="content-block-editor__head">
        <h3 id={`${id}-title`} className="content-block-editor__title">
          {t(kind === 'faq' ? 'questionNumber' : 'blockNumber', { n: number })}
        </h3>
        <Space size={4} wrap>
          <Tag color={state.color} data-testid={`${id}-state`}>
            {state.text}
          </Tag>
          {dirty && block ? <Tag color="orange">{t('blockState.unsaved')}</Tag> : null}
          {onMove && canEdit ? (
            <>
              <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('moveUp')} onClick={() => onMove(-1)} />
              <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('moveDown')} onClick={() => onMove(1)} />
            </>
          ) : null}
        </Space>
      </header>
      {block?.publishedAt ? (
        <p className="console-muted content-block-editor__meta">
          {t('publishedAt', { date: formatDateTime(block.publishedAt) })}
          {block.updatedBy ? ` · ${t('updatedBy', { name: block.updatedBy, date: formatDateTime(block.updatedAt) })}` : ''}
        </p>
      ) : null}
      <Refusal error={error} />
      <div className="content-block-editor__fields">
        <label className="content-field">
          <span>{t(kind === 'faq' ? 'field.question' : 'field.title')}</span>
          <Input value={fields.title} maxLength={CONTENT_TITLE_MAX} disabled={!canEdit} onChange={(e) => change({ title: e.target.value })} />
        </label>
        {banner ? (
          <label className="content-field">
            <span>{t('field.bannerText')}</span>
            <Input.TextArea value={fields.body} maxLength={BANNER_TEXT_MAX} autoSize={{ minRows: 2 }} disabled={!canEdit} onChange={(e) => change({ body: e.target.value })} />
          </label>
        ) : (
          <div className="content-field">
            <span id={`${id}-body-label`}>{t(kind === 'faq' ? 'field.answer' : 'field.body')}</span>
            <LazyRichTextEditor
              value={fields.body}
              onChange={(body) => change({ body })}
              label={`${t(kind === 'faq' ? 'field.answer' : 'field.body')} (${t(`language.${language}`)}, ${number})`}
              lang={lang}
              disabled={!canEdit}
            />
          </div>
        )}
        {banner || kind === 'other' || kind === 'about' ? (
          <ContentImageField value={fields.imageUrl ?? ''} onChange={(imageUrl) => change({ imageUrl })} use={banner ? 'banner' : 'content'} disabled={!canEdit} label={t('field.imageUrl')} />
        ) : null}
        {banner ? <BannerFields fields={fields} canEdit={canEdit} change={change} /> : null}
      </div>
      {canEdit ? (
        <Space wrap className="content-block-editor__actions">
          <Button onClick={() => void saveDraft()} loading={save.isPending} disabled={busy || !dirty}>
            {t('saveDraft')}
          </Button>
          <Button type="primary" onClick={() => void saveAndPublish()} loading={publish.isPending} disabled={busy || (!dirty && !!block && block.isPublished && !block.draft)}>
            {t('publish')}
          </Button>
          {block?.isPublished ? (
            <Button onClick={() => unpublish.mutate(block.id)} loading={unpublish.isPending} disabled={busy}>
              {t('unpublish')}
            </Button>
          ) : null}
          {block ? (
            <Popconfirm title={t('deleteConfirm')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => remove.mutate(block.id)}>
              <Button danger disabled={busy}>
                {t('delete')}
              </Button>
            </Popconfirm>
          ) : (
            <Button onClick={() => onSaved?.()}>{t('cancel')}</Button>
          )}
        </Space>
      ) : null}
      {block && !block.isPublished && !block.draft && !dirty ? <Alert type="info" showIcon title={t('unpublishedHelp')} /> : null}
    </article>
  );
}
