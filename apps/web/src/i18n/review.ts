import en from './locales/en/review.json';
import zh from './locales/zh-CN/review.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `review` namespace (the reviewers' pages and `/juryreviewdetails`): not in the first load;
 * every module that reads it imports this file.
 */
export const reviewTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('review', reviewTexts);
