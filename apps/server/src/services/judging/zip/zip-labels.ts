import { LANGUAGES, type LanguageCode } from '@laurel/contract';
import { say } from '../../../lib/texts/say.ts';

/** The words of `entry.txt` and `manifest.csv`, in the caller's language (docs/product.md#languages). */
export interface ZipLabels {
  entry: string;
  title: string;
  category: string;
  video: string;
  none: string;
  description: string;
  entrant: string;
  email: string;
  company: string;
  country: string;
  credits: string;
  file: string;
  bytes: string;
}

/** The zip's labels in `language`, from the server's catalogue (lib/texts/). */
function zipLabels(language: LanguageCode): ZipLabels {
  return {
    entry: say(language, 'zip.entry'),
    title: say(language, 'zip.title'),
    category: say(language, 'zip.category'),
    video: say(language, 'zip.video'),
    none: say(language, 'zip.none'),
    description: say(language, 'zip.description'),
    entrant: say(language, 'zip.entrant'),
    email: say(language, 'zip.email'),
    company: say(language, 'zip.company'),
    country: say(language, 'zip.country'),
    credits: say(language, 'zip.credits'),
    file: say(language, 'zip.file'),
    bytes: say(language, 'zip.bytes'),
  };
}

export const ZIP_LABELS = Object.fromEntries(
  LANGUAGES.map((language) => [language, zipLabels(language)]),
) as Record<LanguageCode, ZipLabels>;
