import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

type Bundle = Record<string, unknown>;

// Every namespace file present under locales/en (errors today, common once it exists).
const english = import.meta.glob<Bundle>('../i18n/locales/en/*.json', {
  eager: true,
  import: 'default',
});

const namespaces = Object.fromEntries(
  Object.entries(english).map(([path, bundle]) => [
    path.replace(/^.*\/([^/]+)\.json$/, '$1'),
    bundle,
  ]),
);

/**
 * The default i18next instance in English with every namespace loaded, so tests assert the
 * English texts of docs/product.md#errors verbatim.
 */
export async function initTestI18n(): Promise<void> {
  if (i18n.isInitialized) return;
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: Object.keys(namespaces),
    defaultNS: 'common' in namespaces ? 'common' : 'errors',
    resources: { en: namespaces },
    interpolation: { escapeValue: false },
  });
}
