import { getMailTemplate, listMailLog, listMailTemplates, previewMailTemplate, resetMailTemplate, saveMailTemplate, sendTestMail } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { getMailTemplate as getMailTemplateService } from '../../services/mail/get-mail-template.ts';
import { listMailLog as listMailLogService } from '../../services/mail/list-mail-log.ts';
import { listMailTemplates as listMailTemplatesService } from '../../services/mail/list-mail-templates.ts';
import { previewMailTemplate as previewMailTemplateService } from '../../services/mail/preview-mail-template.ts';
import { resetMailTemplate as resetMailTemplateService } from '../../services/mail/reset-mail-template.ts';
import { saveMailTemplate as saveMailTemplateService } from '../../services/mail/save-mail-template.ts';
import { sendTestMail as sendTestMailService } from '../../services/mail/send-test-mail.ts';

/** The console's mail templates and mail log (docs/product.md#mail-templates). */
export function adminMailRoutes(app: FastifyInstance): void {
  defineRoute(app, listMailTemplates, ({ ctx }) => listMailTemplatesService(ctx));
  defineRoute(app, getMailTemplate, ({ ctx, query }) => getMailTemplateService(ctx, query));
  defineRoute(app, saveMailTemplate, ({ ctx, body, user }) => saveMailTemplateService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, resetMailTemplate, ({ ctx, body, user }) => resetMailTemplateService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, previewMailTemplate, ({ ctx, body }) => previewMailTemplateService(ctx, body));
  defineRoute(app, sendTestMail, ({ ctx, body, user }) => sendTestMailService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, listMailLog, ({ ctx, query }) => listMailLogService(ctx, query));
}
