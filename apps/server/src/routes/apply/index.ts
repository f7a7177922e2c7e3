import {
  createEntry,
  editEntry,
  editEntryImages,
  editWinningInfo,
  getApplyAwardClassification,
  getEntryInfo,
  getRegistrationTime,
  listAwards,
  listEntries,
  listHistoryAwards,
  listHistoryEntries,
} from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route.ts';
import { createEntry as createEntryService } from '../../services/apply/create-entry.ts';
import { editEntryImages as editEntryImagesService } from '../../services/apply/edit-entry-images.ts';
import { editEntry as editEntryService } from '../../services/apply/edit-entry.ts';
import { editWinningInfo as editWinningInfoService } from '../../services/apply/edit-winning-info.ts';
import { getEntry } from '../../services/apply/get-entry.ts';
import { getRegistrationTime as getRegistrationTimeService } from '../../services/apply/get-registration-time.ts';
import { listAwards as listAwardsService } from '../../services/apply/list-awards.ts';
import { listEntries as listEntriesService } from '../../services/apply/list-entries.ts';
import { listHistoryAwards as listHistoryAwardsService } from '../../services/apply/list-history-awards.ts';
import { listHistoryEntries as listHistoryEntriesService } from '../../services/apply/list-history-entries.ts';
import { listAwardLevels } from '../../services/public/list-award-levels.ts';

/**
 * The entrant's entries (docs/product.md#apply-calls): thin handlers over one service each. Every
 * service is given the caller's id and acts on the caller's own entries only.
 */
export function applyRoutes(app: FastifyInstance): void {
  defineRoute(app, listEntries, ({ ctx, query, user, language }) => listEntriesService(ctx, { ...query, userId: user.id, language }));
  defineRoute(app, listHistoryEntries, ({ ctx, query, user, language }) => listHistoryEntriesService(ctx, { ...query, userId: user.id, language }));
  defineRoute(app, listAwards, ({ ctx, query, user, language }) => listAwardsService(ctx, { ...query, userId: user.id, language }));
  defineRoute(app, listHistoryAwards, ({ ctx, query, user, language }) => listHistoryAwardsService(ctx, { ...query, userId: user.id, language }));
  defineRoute(app, getEntryInfo, ({ ctx, query, user, language }) => getEntry(ctx, { userId: user.id, entryId: query.apply_order_id, language }));
  defineRoute(app, createEntry, ({ ctx, body, user, language }) => createEntryService(ctx, { ...body, userId: user.id, language }));
  defineRoute(app, editEntry, ({ ctx, body: { apply_order_id, ...body }, user, language }) =>
    editEntryService(ctx, { ...body, entryId: apply_order_id, userId: user.id, language }),
  );
  defineRoute(app, editEntryImages, ({ ctx, body, user, language }) =>
    editEntryImagesService(ctx, { imageFileIds: body.imageFileIds, entryId: body.apply_order_id, userId: user.id, language }),
  );
  defineRoute(app, editWinningInfo, ({ ctx, body, user, language }) =>
    editWinningInfoService(ctx, { credits: body.credits, text: body.text, entryId: body.apply_order_id, userId: user.id, language }),
  );
  defineRoute(app, getApplyAwardClassification, ({ ctx, language }) => listAwardLevels(ctx, language));
  defineRoute(app, getRegistrationTime, ({ ctx }) => getRegistrationTimeService(ctx));
}
