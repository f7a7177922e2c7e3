import type { ReactNode } from 'react';
import { Alert, Button, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminEntryForm, BuiltInFields, EntryForm } from '@laurel/contract';
import { useEntryFormEditor, type BuiltInName } from '../model/use-entry-form-editor.ts';
import { BuiltInFieldEditor } from './built-in-field-editor.tsx';
import { CustomFieldsSection } from './custom-fields-section.tsx';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin.ts';

/** The entry's own fields, in the order the entrant meets them. */
const BUILT_IN: readonly BuiltInName[] = ['title', 'description', 'credits', 'images', 'pdf', 'videoUrl'];

interface EntryFormEditorProps {
  data: AdminEntryForm;
  canEdit: boolean;
  /** The preview, handed the form as it stands (the season's, where a category follows it). */
  preview?: (form: EntryForm) => ReactNode;
  /** The season's form, shown for a category that follows it. */
  seasonForm?: EntryForm;
}

/** The season's entry form or a category's: the built-in fields, the organiser's own, saving. */
export function EntryFormEditor({ data, canEdit, preview, seasonForm }: EntryFormEditorProps) {
  const { t } = useTranslation('admin');
  const editor = useEntryFormEditor(data);
  const disabled = !canEdit || editor.pending;
  const setBuiltIn = editor.setBuiltIn as (name: BuiltInName, patch: Partial<BuiltInFields[BuiltInName]>) => void;
  const shown = editor.follow ? (seasonForm ?? data.form) : editor.form;
  return (
    <div className="entry-form-builder">
      <div className="entry-form-builder__edit">
        {data.categoryId !== null ? (
          <section className="console-section" aria-labelledby="entry-form-follow">
            <h2 id="entry-form-follow">
              {t('entryForm.categoryForm')} <Tag>{data.ownForm ? t('entryForm.hasOwn') : t('entryForm.followsSeason')}</Tag>
            </h2>
            <Radio.Group value={editor.follow} disabled={disabled} onChange={(e) => editor.setFollow(e.target.value as boolean)}>
              <Radio value={true}>{t('entryForm.useSeason')}</Radio>
              <Radio value={false}>{t('entryForm.useOwn')}</Radio>
            </Radio.Group>
          </section>
        ) : null}
        {editor.follow ? (
          <p className="console-muted">{t('entryForm.followNote')}</p>
        ) : (
          <>
            <section className="console-section" aria-labelledby="entry-form-builtin">
              <h2 id="entry-form-builtin">{t('entryForm.builtInTitle')}</h2>
              {BUILT_IN.map((name) => (
                <BuiltInFieldEditor key={name} name={name} value={editor.builtIn[name]} disabled={disabled} onChange={setBuiltIn} />
              ))}
            </section>
            <CustomFieldsSection
              rows={editor.custom}
              disabled={disabled}
              onAdd={editor.add}
              onChange={editor.change}
              onMove={editor.move}
              onRemove={editor.remove}
            />
          </>
        )}
        {canEdit ? (
          <div className="entry-form-builder__save">
            {data.submittedEntries > 0 ? (
              <Alert type="info" showIcon role="note" title={t('entryForm.submittedKeep', { count: data.submittedEntries })} style={{ marginBottom: 12 }} />
            ) : null}
            <Refusal error={editor.error} />
            {editor.saved && !editor.pending ? <Alert type="success" showIcon role="status" title={t('entryForm.saved')} style={{ marginBottom: 12 }} /> : null}
            <Button type="primary" onClick={editor.submit} disabled={editor.invalid} loading={editor.pending}>
              {t('entryForm.save')}
            </Button>
          </div>
        ) : (
          <p className="console-muted">{t('entryForm.readOnly')}</p>
        )}
      </div>
      {preview ? <div className="entry-form-builder__preview">{preview(shown)}</div> : null}
    </div>
  );
}
