import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LANGUAGES, MAIL_BODY_MAX, MAIL_SUBJECT_MAX, type LanguageCode, type MailTemplate, type MailText } from '@laurel/contract';
import { isApiError } from '../../../lib/request/index.ts';
import { useMailPreview, useMailTemplate, useResetMailTemplate, useSaveMailTemplate, useSendTestMail } from '../api/mail.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { QueryState, Refusal } from '../components/query-state.tsx';
import { mailPreviewHtml } from '../model/mail-preview-html.ts';
import { useFormatDateTime } from '../model/use-format-date-time.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import { useWordsIn } from '../model/use-words-in.ts';
import '../../../i18n/admin-mail.ts';
import '../components/mail.css';

type Texts = Record<LanguageCode, MailText>;
type Part = keyof MailText;
/** The request's name of a language's fields: `en.body`, `zh.subject`. */
const PREFIX: Record<LanguageCode, string> = { en: 'en', 'zh-CN': 'zh' };

/** `/admin/mail/edit?kind=payment.paid`: one mail's subject and body in both languages (docs/product.md#mail-templates). */
export default function MailTemplateEditPage() {
  const { t } = useTranslation('admin-mail');
  const [params] = useSearchParams();
  const kind = params.get('kind') ?? '';
  const template = useMailTemplate(kind);
  const words = useWordsIn();
  return (
    <ConsoleShell title={template.data ? t('edit.title', { title: words(template.data.title) }) : t('list.title')}>
      <p>
        <Link to="/admin/mail">{t('edit.back')}</Link>
      </p>
      {kind === '' ? <Alert type="error" showIcon title={t('edit.notFound')} /> : null}
      {kind !== '' ? <QueryState query={template}>{template.data ? <MailEditor key={template.data.kind} template={template.data} /> : null}</QueryState> : null}
    </ConsoleShell>
  );
}

const current = (template: MailTemplate, l: LanguageCode): MailText => {
  const v = template.languages[l];
  return v.saved ? { subject: v.saved.subject, body: v.saved.body } : v.default;
};

function MailEditor({ template }: { template: MailTemplate }) {
  const { t } = useTranslation('admin-mail');
  const words = useWordsIn();
  const canEdit = useStaffAccess().may('content');
  const [texts, setTexts] = useState<Texts>(() => ({ en: current(template, 'en'), 'zh-CN': current(template, 'zh-CN') }));
  const save = useSaveMailTemplate();
  const reset = useResetMailTemplate();
  const [previewLanguage, setPreviewLanguage] = useState<LanguageCode>('en');
  /** The field the cursor was last in, where "insert" puts a merge field. */
  const last = useRef<{ language: LanguageCode; part: Part; at: number }>({ language: 'en', part: 'body', at: texts.en.body.length });
  const fieldErrors = save.error && isApiError(save.error) ? save.error.fieldErrors : null;

  const change = (language: LanguageCode, part: Part, value: string) => setTexts((all) => ({ ...all, [language]: { ...all[language], [part]: value } }));
  const remember = (language: LanguageCode, part: Part, el: HTMLInputElement | HTMLTextAreaElement) => {
    last.current = { language, part, at: el.selectionStart ?? el.value.length };
  };
  const insert = (field: string) => {
    const { language, part, at } = last.current;
    const value = texts[language][part];
    const mark = `{{${field}}}`;
    change(language, part, value.slice(0, at) + mark + value.slice(at));
    last.current = { language, part, at: at + mark.length };
    const el = document.getElementById(`mail-${PREFIX[language]}-${part}`) as HTMLInputElement | HTMLTextAreaElement | null;
    if (el) {
      el.focus();
      requestAnimationFrame(() => el.setSelectionRange(at + mark.length, at + mark.length));
    }
  };
  const formatDate = useFormatDateTime();
  const language = (l: LanguageCode) => t(`languages.${l}`);

  return (
    <>
      {!canEdit ? <p className="console-muted">{t('edit.readOnly')}</p> : null}
      <p className="console-muted">{words(template.description)}</p>

      <section className="console-section" aria-labelledby="mail-fields">
        <h2 id="mail-fields">{t('edit.fields')}</h2>
        <p className="console-muted">{t('edit.fieldsHelp')}</p>
        <ul className="mail-fields">
          {template.fields.map((f) => (
            <li key={f.key}>
              <Button size="small" onClick={() => insert(f.key)} disabled={!canEdit} aria-label={t('edit.insert', { field: `{{${f.key}}}` })}>
                +
              </Button>
              <div>
                <code>{`{{${f.key}}}`}</code>
                <span>{words(f.label)}</span>
              </div>
            </li>
          ))}
        </ul>
        {template.essential.length ? <p className="console-muted">{t('edit.essential', { fields: template.essential.map((f) => `{{${f}}}`).join(', ') })}</p> : null}
      </section>

      <div className="mail-editor__languages">
        {LANGUAGES.map((l) => {
          const saved = template.languages[l].saved;
          const error = (part: Part) => fieldErrors?.[`${PREFIX[l]}.${part}`]?.join(' ');
          const id = (part: Part) => `mail-${PREFIX[l]}-${part}`;
          return (
            <section key={l} className="console-section mail-editor__language" aria-labelledby={`mail-lang-${l}`} lang={l}>
              <h2 id={`mail-lang-${l}`}>
                {language(l)}
                <Tag color={template.customised[l] ? 'gold' : undefined}>{template.customised[l] ? t('list.customised') : t('list.default')}</Tag>
              </h2>
              <p className="console-muted">
                {saved ? (saved.updatedBy ? t('edit.savedBy', { when: formatDate(saved.updatedAt), who: saved.updatedBy }) : t('edit.savedAt', { when: formatDate(saved.updatedAt) })) : t('edit.usingDefault')}
              </p>
              <label htmlFor={id('subject')}>{t('edit.subject')}</label>
              <Input
                id={id('subject')}
                value={texts[l].subject}
                maxLength={MAIL_SUBJECT_MAX}
                readOnly={!canEdit}
                status={error('subject') ? 'error' : undefined}
                aria-invalid={error('subject') ? true : undefined}
                aria-describedby={error('subject') ? `${id('subject')}-error` : undefined}
                onChange={(e) => change(l, 'subject', e.target.value)}
                onSelect={(e) => remember(l, 'subject', e.currentTarget)}
                onFocus={() => setPreviewLanguage(l)}
              />
              {error('subject') ? (
                <p className="console-error" id={`${id('subject')}-error`} role="alert">
                  {error('subject')}
                </p>
              ) : null}
              <label htmlFor={id('body')} style={{ display: 'block', marginTop: 12 }}>
                {t('edit.body')}
              </label>
              <p className="console-muted" id={`${id('body')}-help`}>
                {t('edit.bodyHelp')}
              </p>
              <Input.TextArea
                id={id('body')}
                className="mail-editor__body"
                value={texts[l].body}
                maxLength={MAIL_BODY_MAX}
                autoSize={{ minRows: 10, maxRows: 28 }}
                readOnly={!canEdit}
                status={error('body') ? 'error' : undefined}
                aria-invalid={error('body') ? true : undefined}
                aria-describedby={[`${id('body')}-help`, error('body') ? `${id('body')}-error` : ''].filter(Boolean).join(' ')}
                onChange={(e) => change(l, 'body', e.target.value)}
                onSelect={(e) => remember(l, 'body', e.currentTarget)}
                onFocus={() => setPreviewLanguage(l)}
              />
              {error('body') ? (
                <p className="console-error" id={`${id('body')}-error`} role="alert">
                  {error('body')}
                </p>
              ) : null}
              {canEdit && saved ? (
                <Popconfirm
                  title={t('edit.resetConfirm', { language: language(l) })}
                  onConfirm={() =>
                    reset.mutate(
                      { kind: template.kind, language: l },
                      { onSuccess: (next) => setTexts((all) => ({ ...all, [l]: next.languages[l].default })) },
                    )
                  }
                >
                  <Button style={{ marginTop: 12 }} loading={reset.isPending}>
                    {t('edit.reset', { language: language(l) })}
                  </Button>
                </Popconfirm>
              ) : null}
            </section>
          );
        })}
      </div>

      {canEdit ? (
        <div className="mail-editor__actions">
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => save.mutate({ kind: template.kind, en: texts.en, zh: texts['zh-CN'] })}
          >
            {t('edit.save')}
          </Button>
        </div>
      ) : null}
      {save.error && !fieldErrors ? <Refusal error={save.error} /> : null}
      {save.isSuccess && !save.isPending ? <p role="status">{t('edit.saved')}</p> : null}
      {reset.isSuccess && reset.variables?.language ? <p role="status">{t('edit.resetDone', { language: language(reset.variables.language) })}</p> : null}
      <Refusal error={reset.error} />

      <MailPreviewSection kind={template.kind} texts={texts} language={previewLanguage} onLanguage={setPreviewLanguage} canEdit={canEdit} />
    </>
  );
}

/** The previewed language's text with sample data, as its reader would get it, and the test send. */
function MailPreviewSection(props: { kind: string; texts: Texts; language: LanguageCode; onLanguage: (l: LanguageCode) => void; canEdit: boolean }) {
  const { kind, texts, language: previewLanguage, onLanguage: setPreviewLanguage, canEdit } = props;
  const { t } = useTranslation('admin-mail');
  const test = useSendTestMail();
  const draft = useDebounced({ kind, language: previewLanguage, ...texts[previewLanguage] }, 400);
  const preview = useMailPreview(draft);
  const previewError = preview.error && isApiError(preview.error) ? preview.error : null;
  const language = (l: LanguageCode) => t(`languages.${l}`);
  return (
    <section className="console-section" aria-labelledby="mail-preview">
      <h2 id="mail-preview">{t('edit.preview')}</h2>
      <Segmented<LanguageCode>
        aria-label={t('edit.previewLanguage')}
        value={previewLanguage}
        onChange={setPreviewLanguage}
        options={LANGUAGES.map((l) => ({ value: l, label: language(l) }))}
      />
      {previewError ? <Alert type="warning" showIcon role="alert" title={previewError.message} style={{ marginTop: 12 }} /> : null}
      {preview.data ? (
        <>
          <p aria-live="polite" style={{ marginTop: 12 }}>
            <strong>{t('edit.previewSubject', { subject: preview.data.subject })}</strong>
            {preview.isFetching ? <span className="console-muted"> {t('edit.previewLoading')}</span> : null}
          </p>
          <div
            className="mail-preview__frame"
            role="region"
            aria-label={t('edit.previewFrame', { language: language(previewLanguage) })}
            lang={previewLanguage}
            // The server's escaped mail, kept to the layout's own elements (model/mail-preview-html.ts).
            dangerouslySetInnerHTML={{ __html: mailPreviewHtml(preview.data.html) }}
          />
        </>
      ) : null}
      {canEdit ? (
        <div className="mail-editor__actions">
          <Button onClick={() => test.mutate({ kind, language: previewLanguage, ...texts[previewLanguage] })} loading={test.isPending}>
            {t('edit.testSend')}
          </Button>
        </div>
      ) : null}
      {test.isSuccess ? <p role="status">{t('edit.testSent', { language: language(test.variables.language), to: test.data.to })}</p> : null}
      <Refusal error={test.error} />
    </section>
  );
}

/** `value` once it has stayed the same for `ms` (compared as JSON). */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const json = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(json) as T), ms);
    return () => clearTimeout(timer);
  }, [json, ms]);
  return settled;
}
