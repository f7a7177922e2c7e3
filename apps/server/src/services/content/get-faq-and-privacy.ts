import type { FaqAndPrivacy, LanguageCode } from '@laurel/contract';
import type { AppContext } from '../../core/context.ts';
import { listContentBlocks, loadBlockRows } from './list-content-blocks.ts';

/**
 * The FAQ page shows the questions and the privacy policy together (docs/product.md#public-calls
 * names them so).
 */
export async function getFaqAndPrivacy(ctx: AppContext, language: LanguageCode): Promise<FaqAndPrivacy> {
  const [faq, privacy] = await Promise.all([
    loadBlockRows(ctx, { kind: 'faq', language }),
    listContentBlocks(ctx, { kind: 'privacy', language }),
  ]);
  return {
    faq: faq.map((r) => ({ id: r.id, question: r.title, answer: r.body, sort: r.sort })),
    privacy,
  };
}
