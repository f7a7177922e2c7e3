import en from './locales/en/payments.json';
import zh from './locales/zh-CN/payments.json';
import { addLazyNamespace } from './lazy-namespace.ts';

/**
 * The `payments` namespace (the pay step, `/pay-result`, trophy orders, invoices): not in the
 * first load; every module that reads it imports this file.
 */
export const paymentTexts = { en, 'zh-CN': zh } as const;
addLazyNamespace('payments', paymentTexts);
