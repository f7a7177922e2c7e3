import {
  listAuditLog,
  listContactMessages,
  replyContactMessage,
  setContactMessageReplied,
} from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { listAuditLog as listAuditLogService } from '../../services/audit/list-audit-log.ts';
import { listContactMessages as listContactMessagesService } from '../../services/content/contact/list-contact-messages.ts';
import { replyContactMessage as replyContactMessageService } from '../../services/content/contact/reply-contact-message.ts';
import { setContactReplied } from '../../services/content/contact/set-contact-replied.ts';

/** The audit log (docs/product.md#audit-log) and the contact messages (docs/product.md#contact-messages). */
export function auditContactRoutes(app: FastifyInstance): void {
  defineRoute(app, listAuditLog, ({ ctx, query }) => listAuditLogService(ctx, query));
  defineRoute(app, listContactMessages, ({ ctx, query }) => listContactMessagesService(ctx, query));
  defineRoute(app, replyContactMessage, ({ ctx, body, user }) =>
    replyContactMessageService(ctx, { ...body, actorId: user.id }),
  );
  defineRoute(app, setContactMessageReplied, ({ ctx, body, user }) =>
    setContactReplied(ctx, { ...body, actorId: user.id }),
  );
}
