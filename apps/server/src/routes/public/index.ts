import { calls } from '@laurel/contract';
import type { FastifyInstance } from 'fastify';
import { definePublicRoute } from '../../http/define-public-route.ts';
import { defineRoute } from '../../http/define-route.ts';
import { verifyCertificate } from '../../services/documents/verify-certificate.ts';
import { checkAgentCode, checkInvitationCode } from '../../services/competition/check-codes.ts';
import { currentSeason } from '../../services/competition/current-season.ts';
import { getAwardOverview } from '../../services/winners/get-award-overview.ts';
import { getFaqAndPrivacy } from '../../services/content/get-faq-and-privacy.ts';
import { getPhase } from '../../services/competition/get-phase.ts';
import { getWinner } from '../../services/winners/get-winner.ts';
import { listAreaCodes } from '../../services/accounts/list-area-codes.ts';
import { listAwardLevels } from '../../services/competition/list-award-levels.ts';
import { listBanners } from '../../services/content/list-banners.ts';
import { untilNextBannerChange } from '../../services/content/banner-schedule.ts';
import { listCategories } from '../../services/competition/list-categories.ts';
import { getContentBlock, listContentBlocks } from '../../services/content/list-content-blocks.ts';
import { listJury } from '../../services/content/list-jury.ts';
import { listMediaReports } from '../../services/content/list-media-reports.ts';
import { listIndexWinners, listWinners } from '../../services/winners/list-winners.ts';
import { untilNextResults } from '../../services/winners/public-winner.ts';
import { submitContact } from '../../services/content/submit-contact.ts';

const p = calls.public;
const CONTENT = { tags: ['content'] } as const;
// A season's winners turn public at its results date, with no write to drop the cache then.
const WINNERS = { tags: ['winners', 'competition'], keepAtMost: untilNextResults } as const;

/**
 * Public calls under `/api/index/*` (docs/product.md#public-calls). Reads go through the public
 * cache with ETags (http/define-public-route.ts) except `category`, which
 * docs/product.md#public-calls says is never cached, and the code checks, which are rate-limited
 * per client and so must reach the server each time.
 */
export function publicRoutes(app: FastifyInstance): void {
  defineRoute(app, p.getCategories, ({ ctx, language }) => listCategories(ctx, language));
  // Not cached: a revoked certificate must read as revoked at once.
  defineRoute(app, p.verifyCertificate, ({ ctx, query }) => verifyCertificate(ctx, { code: query.code }));

  // A scheduled banner comes and goes at its dates, with no write to drop the cache then.
  definePublicRoute(app, p.getBanners, { tags: ['content'], keepAtMost: untilNextBannerChange }, ({ ctx, query, language }) =>
    listBanners(ctx, { ...query, language }),
  );
  definePublicRoute(app, p.getOtherContent, CONTENT, ({ ctx, query, language }) =>
    listContentBlocks(ctx, { kind: 'other', position: query.position, language }),
  );
  definePublicRoute(app, p.getRules, CONTENT, ({ ctx, query, language }) =>
    listContentBlocks(ctx, { kind: 'rules', position: query.position, language }),
  );
  definePublicRoute(app, p.getFaqAndPrivacy, CONTENT, ({ ctx, language }) => getFaqAndPrivacy(ctx, language));
  definePublicRoute(app, p.getPrivacyPolicyAndFaqs, CONTENT, ({ ctx, query, language }) =>
    listContentBlocks(ctx, { kind: query.type, language }),
  );
  definePublicRoute(app, p.getContact, CONTENT, ({ ctx, language }) => getContentBlock(ctx, { kind: 'contact', language }));
  definePublicRoute(app, p.getAbout, CONTENT, ({ ctx, language }) => getContentBlock(ctx, { kind: 'about', language }));
  definePublicRoute(app, p.listMediaReports, { tags: ['media'] }, ({ ctx, query, language }) => listMediaReports(ctx, query, language));
  definePublicRoute(app, p.getJury, { tags: ['jury'] }, ({ ctx, language }) => listJury(ctx, language));
  definePublicRoute(app, p.getGlobalAreaCodes, { tags: [] }, async ({ language }) => listAreaCodes(language));

  definePublicRoute(app, p.listWinners, WINNERS, ({ ctx, query, language }) => listWinners(ctx, { ...query, language }));
  definePublicRoute(app, p.listIndexWinners, WINNERS, ({ ctx, query, language }) => listIndexWinners(ctx, { ...query, language }));
  definePublicRoute(app, p.getWinnerInfo, WINNERS, ({ ctx, query, language }) =>
    getWinner(ctx, { id: query.apply_order_id, language }),
  );

  definePublicRoute(app, p.getAwardDate, { tags: ['competition'] }, ({ ctx }) => currentSeason(ctx.db));
  definePublicRoute(app, p.getAward, WINNERS, ({ ctx, language }) => getAwardOverview(ctx, language));
  definePublicRoute(app, p.getAwardClassification, { tags: ['competition'] }, ({ ctx, language }) => listAwardLevels(ctx, language));
  // The phase moves with the clock and `now` is in the answer: kept for one second only.
  definePublicRoute(app, p.getPhase, { tags: ['competition'], ttlMs: 1000 }, ({ ctx }) => getPhase(ctx));

  defineRoute(app, p.getInvitationCode, ({ ctx, query, ip }) => checkInvitationCode(ctx, { code: query.code, ip }));
  defineRoute(app, p.getAgentCode, ({ ctx, query, ip }) => checkAgentCode(ctx, { code: query.code, ip }));
  defineRoute(app, p.submitContact, ({ ctx, body, ip, user }) => submitContact(ctx, { ...body, ip, userId: user?.id ?? null }));
}
