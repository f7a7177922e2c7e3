import {
  createSeason,
  deleteAwardLevel,
  deleteContentBlock,
  getDashboard,
  deleteMediaReport,
  deleteCategory,
  generateInvitationCodes,
  getAdminCriteria,
  getAdminEntryForm,
  getContentSlot,
  getCopyPlan,
  listAdminAwardLevels,
  listAdminCategories,
  listAdminMediaReports,
  listAgentCodes,
  listContentSlots,
  listInvitationCodes,
  listSeasons,
  listStaff,
  makeSeasonCurrent,
  moveCategories,
  publishContent,
  reorderContent,
  saveAgentCode,
  saveAwardLevel,
  saveCategory,
  saveContentDraft,
  saveCriteria,
  saveEntryForm,
  saveInvitationCode,
  saveMediaReport,
  setStaffRole,
  unpublishContent,
  updateSeason,
} from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../http/define-route.ts';
import { getDashboard as getDashboardService } from '../../services/dashboard/get-dashboard.ts';
import { adminEntryRoutes } from './entries.ts';
import { adminMailRoutes } from './mail.ts';
import { bulkRoutes } from './bulk.ts';
import { exportRoutes } from './exports.ts';
import { auditContactRoutes } from './audit-contact.ts';
import { juryProfileRoutes } from './jury-profiles.ts';
import { paymentDeskRoutes } from './payments.ts';
import { peopleRoutes } from './people.ts';
import { privacyRoutes } from './privacy.ts';
import { juryInvitationRoutes } from './jury-invitations.ts';
import { listStaff as listStaffService } from '../../services/accounts/list-staff.ts';
import { setStaffRole as setStaffRoleService } from '../../services/accounts/set-staff-role.ts';
import { listAgentCodes as listAgentCodesService } from '../../services/competition/setup/list-agent-codes.ts';
import { getCopyPlan as getCopyPlanService } from '../../services/competition/setup/copy-plan.ts';
import { createSeason as createSeasonService } from '../../services/competition/setup/create-season.ts';
import { deleteAwardLevel as deleteAwardLevelService } from '../../services/competition/setup/delete-award-level.ts';
import { deleteCategory as deleteCategoryService } from '../../services/competition/setup/delete-category.ts';
import { generateInvitationCodes as generateInvitationCodesService } from '../../services/competition/setup/generate-invitation-codes.ts';
import { getAdminCriteria as getAdminCriteriaService } from '../../services/competition/setup/get-admin-criteria.ts';
import { getAdminEntryForm as getAdminEntryFormService } from '../../services/competition/setup/get-admin-entry-form.ts';
import { listAdminAwardLevels as listAdminAwardLevelsService } from '../../services/competition/setup/list-admin-award-levels.ts';
import { listAdminCategories as listAdminCategoriesService } from '../../services/competition/setup/list-admin-categories.ts';
import { listInvitationCodes as listInvitationCodesService } from '../../services/competition/setup/list-invitation-codes.ts';
import { listSeasons as listSeasonsService } from '../../services/competition/setup/list-seasons.ts';
import { makeSeasonCurrent as makeSeasonCurrentService } from '../../services/competition/setup/make-season-current.ts';
import { moveCategories as moveCategoriesService } from '../../services/competition/setup/move-categories.ts';
import { saveAgentCode as saveAgentCodeService } from '../../services/competition/setup/save-agent-code.ts';
import { saveAwardLevel as saveAwardLevelService } from '../../services/competition/setup/save-award-level.ts';
import { saveCategory as saveCategoryService } from '../../services/competition/setup/save-category.ts';
import { saveCriteria as saveCriteriaService } from '../../services/competition/setup/save-criteria.ts';
import { saveEntryForm as saveEntryFormService } from '../../services/competition/setup/save-entry-form.ts';
import { saveInvitationCode as saveInvitationCodeService } from '../../services/competition/setup/save-invitation-code.ts';
import { updateSeason as updateSeasonService } from '../../services/competition/setup/update-season.ts';
import { deleteContentBlock as deleteContentBlockService } from '../../services/content/console/delete-content-block.ts';
import { deleteMediaReport as deleteMediaReportService } from '../../services/content/console/delete-media-report.ts';
import { getContentSlot as getContentSlotService } from '../../services/content/console/get-content-slot.ts';
import { listAdminMediaReports as listAdminMediaReportsService } from '../../services/content/console/list-admin-media-reports.ts';
import { listContentSlots as listContentSlotsService } from '../../services/content/console/list-content-slots.ts';
import { publishContent as publishContentService } from '../../services/content/console/publish-content.ts';
import { reorderContent as reorderContentService } from '../../services/content/console/reorder-content.ts';
import { saveContentDraft as saveContentDraftService } from '../../services/content/console/save-content-draft.ts';
import { saveMediaReport as saveMediaReportService } from '../../services/content/console/save-media-report.ts';
import { unpublishContent as unpublishContentService } from '../../services/content/console/unpublish-content.ts';

/**
 * The organisers' console (docs/product.md#organisers-console): each call's staff permission is
 * its contract's `auth`, checked before the handler runs; every change names its actor.
 */
export function adminRoutes(app: FastifyInstance): void {
  defineRoute(app, listStaff, ({ ctx }) => listStaffService(ctx));
  defineRoute(app, setStaffRole, ({ ctx, body, user }) => setStaffRoleService(ctx, { ...body, actorId: user.id }));
  peopleRoutes(app);
  privacyRoutes(app);
  juryProfileRoutes(app);
  juryInvitationRoutes(app);

  defineRoute(app, getDashboard, ({ ctx, query }) => getDashboardService(ctx, { seasonId: query.seasonId }));
  defineRoute(app, listSeasons, ({ ctx }) => listSeasonsService(ctx));
  defineRoute(app, getCopyPlan, ({ ctx, query }) => getCopyPlanService(ctx, query.fromSeasonId));
  defineRoute(app, createSeason, ({ ctx, body, user }) => createSeasonService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, updateSeason, ({ ctx, body, user }) => updateSeasonService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, makeSeasonCurrent, ({ ctx, body, user }) => makeSeasonCurrentService(ctx, { seasonId: body.seasonId, actorId: user.id }));

  defineRoute(app, listAdminCategories, ({ ctx, query }) => listAdminCategoriesService(ctx, query.seasonId));
  defineRoute(app, saveCategory, ({ ctx, body, user }) => saveCategoryService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, moveCategories, ({ ctx, body, user }) => moveCategoriesService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, deleteCategory, ({ ctx, body, user }) => deleteCategoryService(ctx, { id: body.id, actorId: user.id }));

  defineRoute(app, listAdminAwardLevels, ({ ctx, query }) => listAdminAwardLevelsService(ctx, query.seasonId));
  defineRoute(app, saveAwardLevel, ({ ctx, body, user }) => saveAwardLevelService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, deleteAwardLevel, ({ ctx, body, user }) => deleteAwardLevelService(ctx, { id: body.id, actorId: user.id }));

  defineRoute(app, getAdminCriteria, ({ ctx, query }) => getAdminCriteriaService(ctx, query.seasonId));
  defineRoute(app, saveCriteria, ({ ctx, body, user }) => saveCriteriaService(ctx, { ...body, actorId: user.id }));

  defineRoute(app, getAdminEntryForm, ({ ctx, query }) => getAdminEntryFormService(ctx, query));
  defineRoute(app, saveEntryForm, ({ ctx, body, user }) => saveEntryFormService(ctx, { ...body, actorId: user.id }));

  defineRoute(app, listInvitationCodes, ({ ctx, query }) => listInvitationCodesService(ctx, query.seasonId));
  defineRoute(app, saveInvitationCode, ({ ctx, body, user }) => saveInvitationCodeService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, generateInvitationCodes, ({ ctx, body, user }) => generateInvitationCodesService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, listAgentCodes, ({ ctx }) => listAgentCodesService(ctx));
  defineRoute(app, saveAgentCode, ({ ctx, body, user }) => saveAgentCodeService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, listContentSlots, ({ ctx }) => listContentSlotsService(ctx));
  defineRoute(app, getContentSlot, ({ ctx, query }) => getContentSlotService(ctx, query.slot));
  defineRoute(app, saveContentDraft, ({ ctx, body, user }) => saveContentDraftService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, publishContent, ({ ctx, body, user }) => publishContentService(ctx, { id: body.id, actorId: user.id }));
  defineRoute(app, unpublishContent, ({ ctx, body, user }) => unpublishContentService(ctx, { id: body.id, actorId: user.id }));
  defineRoute(app, deleteContentBlock, ({ ctx, body, user }) => deleteContentBlockService(ctx, { id: body.id, actorId: user.id }));
  defineRoute(app, reorderContent, ({ ctx, body, user }) => reorderContentService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, listAdminMediaReports, ({ ctx }) => listAdminMediaReportsService(ctx));
  defineRoute(app, saveMediaReport, ({ ctx, body, user }) => saveMediaReportService(ctx, { ...body, actorId: user.id }));
  defineRoute(app, deleteMediaReport, ({ ctx, body, user }) => deleteMediaReportService(ctx, { id: body.id, actorId: user.id }));

  adminMailRoutes(app);
  paymentDeskRoutes(app);
  bulkRoutes(app);
  exportRoutes(app);
  auditContactRoutes(app);
  adminEntryRoutes(app);
}
