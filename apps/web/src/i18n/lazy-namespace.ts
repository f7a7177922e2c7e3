import i18n from 'i18next';

type Texts = Record<string, unknown>;

/**
 * Adds a namespace that is not in the first load (apps/web/src/app/README.md#front-end-weight): the
 * module that imports its texts calls this, so the texts arrive with the pages that show them and
 * are there, in both languages, before those pages render.
 */
export function addLazyNamespace(ns: string, texts: Record<string, Texts>): void {
  const add = () => {
    for (const [lng, bundle] of Object.entries(texts)) {
      if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, bundle);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}
