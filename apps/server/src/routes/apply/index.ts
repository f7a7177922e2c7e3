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
import { defineRoute } from '../../http/define-route.ts';
import { createEntry as createEntryService } from '../../services/entries/create-entry.ts';
import { editEntryImages as editEntryImagesService } from '../../services/entries/edit-entry-images.ts';
import { editEntry as editEntryService } from '../../services/entries/edit-entry.ts';
import { editWinningInfo as editWinningInfoService } from '../../services/entries/edit-winning-info.ts';
import { getEntry } from '../../services/entries/get-entry.ts';
import { getRegistrationTime as getRegistrationTimeService } from '../../services/competition/get-registration-time.ts';
import { listAwards as listAwardsService } from '../../services/entries/list-awards.ts';
import { listEntries as listEntriesService } from '../../services/entries/list-entries.ts';
import { listHistoryAwards as listHistoryAwardsService } from '../../services/entries/list-history-awards.ts';
import { listHistoryEntries as listHistoryEntriesService } from '../../services/entries/list-history-entries.ts';
import { listAwardLevels } from '../../services/competition/list-award-levels.ts';

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
