import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/index.ts';
import { contentUploadRoutes } from './admin/content-upload.ts';
import { uploadRoutes } from './apply/upload.ts';
import { applyFeeRoutes } from './apply/fees.ts';
import { applyRoutes } from './apply/index.ts';
import { certificateKeyRoutes } from './public/certificate-key.ts';
import { judgeRoutes } from './judge/index.ts';
import { paymentRoutes } from './payments/index.ts';
import { pdfRoutes } from './pdf/index.ts';
import { providerCallRoutes } from './payments/provider-calls.ts';
import { publicRoutes } from './public/index.ts';
import { seoRoutes } from './seo/index.ts';
import { subJudgeRoutes } from './sub-judge/index.ts';
import { healthRoutes } from './system/health.ts';
import { userRoutes } from './user/index.ts';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  healthRoutes(app);
  userRoutes(app);
  applyRoutes(app);
  applyFeeRoutes(app);
  providerCallRoutes(app);
  judgeRoutes(app);
  subJudgeRoutes(app);
  adminRoutes(app);
  pdfRoutes(app);
  publicRoutes(app);
  seoRoutes(app);
  certificateKeyRoutes(app);
  await uploadRoutes(app);
  await contentUploadRoutes(app);
  await paymentRoutes(app);
}
