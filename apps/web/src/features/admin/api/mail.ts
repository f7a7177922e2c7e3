import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCallMeta, type LanguageCode, type MailDraftRequest, type MailTemplate, type SaveMailTemplateRequest } from '@laurel/contract';
import { request } from '../../../lib/request/index.ts';
import { adminKeys } from './admin-keys.ts';

/** The mail pages' query keys, below the console's (admin-keys.ts). */
export const mailKeys = {
  templates: () => [...adminKeys.all, 'mail', 'templates'] as const,
  template: (kind: string) => [...adminKeys.all, 'mail', 'templates', kind] as const,
  preview: (draft: MailDraftRequest) => [...adminKeys.all, 'mail', 'preview', draft] as const,
  log: (query: MailLogQuery) => [...adminKeys.all, 'mail', 'log', query] as const,
};

export interface MailLogQuery {
  email?: string;
  userId?: number;
  page: number;
  pageSize: number;
}

/** GET /admin/mailTemplates: every mail, and which languages are customised. */
export function useMailTemplates() {
  return useQuery({
    queryKey: mailKeys.templates(),
    queryFn: ({ signal }) => request(adminCallMeta.listMailTemplates, {}, { signal, shownInline: 'all' }),
  });
}

/** GET /admin/mailTemplates/get: one mail's defaults, saved texts and fields. */
export function useMailTemplate(kind: string) {
  return useQuery({
    queryKey: mailKeys.template(kind),
    queryFn: ({ signal }) => request(adminCallMeta.getMailTemplate, { query: { kind } }, { signal, shownInline: 'all' }),
    enabled: kind !== '',
  });
}

/** A save or reset answers the mail as it now is: it replaces the page's copy; the list is read again. */
function useTemplateChanged() {
  const queryClient = useQueryClient();
  return (template: MailTemplate) => {
    queryClient.setQueryData(mailKeys.template(template.kind), template);
    return queryClient.invalidateQueries({ queryKey: mailKeys.templates(), exact: true });
  };
}

/** POST /admin/mailTemplates/save; the editor shows the field refusals beside the fields. */
export function useSaveMailTemplate() {
  const changed = useTemplateChanged();
  return useMutation({
    mutationFn: (body: SaveMailTemplateRequest) => request(adminCallMeta.saveMailTemplate, { body }, { shownInline: 'all' }),
    onSuccess: changed,
  });
}

/** POST /admin/mailTemplates/reset. */
export function useResetMailTemplate() {
  const changed = useTemplateChanged();
  return useMutation({
    mutationFn: (body: { kind: string; language: LanguageCode | null }) => request(adminCallMeta.resetMailTemplate, { body }, { shownInline: 'all' }),
    onSuccess: changed,
  });
}

/** POST /admin/mailTemplates/preview, as a query of the (debounced) draft: the last good one stays while the next loads. */
export function useMailPreview(draft: MailDraftRequest | null) {
  return useQuery({
    queryKey: mailKeys.preview(draft ?? { kind: '', language: 'en', subject: '', body: '' }),
    queryFn: ({ signal }) => request(adminCallMeta.previewMailTemplate, { body: draft! }, { signal, shownInline: 'all' }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** POST /admin/mailTemplates/testSend: to the caller's own address. */
export function useSendTestMail() {
  return useMutation({
    mutationFn: (body: MailDraftRequest) => request(adminCallMeta.sendTestMail, { body }, { shownInline: 'all' }),
  });
}

/** GET /admin/mailLog: a page of the outbox; the previous page stays while the next loads. */
export function useMailLog(query: MailLogQuery) {
  return useQuery({
    queryKey: mailKeys.log(query),
    queryFn: ({ signal }) => request(adminCallMeta.listMailLog, { query }, { signal, shownInline: 'all' }),
    placeholderData: keepPreviousData,
  });
}
