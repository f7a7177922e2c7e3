import { deleteView, getAdminEntry, listAdminEntries, listSavedViews, saveView } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { deleteView as deleteViewService } from '../../services/accounts/saved-views/delete-view.ts';
import { listSavedViews as listSavedViewsService } from '../../services/accounts/saved-views/list-saved-views.ts';
import { saveView as saveViewService } from '../../services/accounts/saved-views/save-view.ts';
import { getAdminEntry as getAdminEntryService } from '../../services/entries/console/get-admin-entry.ts';
import { listAdminEntries as listAdminEntriesService } from '../../services/entries/console/list-admin-entries.ts';

/** The console's entries (docs/product.md#console-entries) and every console page's saved views. */
export function adminEntryRoutes(app: FastifyInstance): void {
  defineRoute(app, listAdminEntries, ({ ctx, query }) => listAdminEntriesService(ctx, query));
  defineRoute(app, getAdminEntry, ({ ctx, query }) => getAdminEntryService(ctx, query.id));
  defineRoute(app, listSavedViews, ({ ctx, query, user }) => listSavedViewsService(ctx.db, { userId: user.id, page: query.page }));
  defineRoute(app, saveView, ({ ctx, body, user }) => saveViewService(ctx, { ...body, userId: user.id }));
  defineRoute(app, deleteView, ({ ctx, body, user }) => deleteViewService(ctx, { id: body.id, userId: user.id }));
}
