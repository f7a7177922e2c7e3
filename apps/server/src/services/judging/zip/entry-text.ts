import type { ZipLabels } from './zip-labels.ts';

/** What `entry.txt` says of one entry; `entrant` only in the judge's zip. */
export interface EntryTextFields {
  number: string;
  title: string;
  category: string;
  description: string;
  videoUrl: string | null;
  /** The entry form's custom fields the reader may see, labelled in their language. */
  fields: { label: string; value: string }[];
  entrant?: { name: string; email: string; company: string; country: string; credits: string };
}

/**
 * `entry.txt`: the entry's texts as plain UTF-8, labelled in the caller's language
 * (docs/product.md#zip-downloads). For a blind reader it holds nothing about who made the entry,
 * because nothing about them is passed in.
 */
export function entryText(f: EntryTextFields, l: ZipLabels): string {
  const lines = [`${l.entry}: ${f.number}`, `${l.title}: ${f.title}`, `${l.category}: ${f.category}`, `${l.video}: ${f.videoUrl || l.none}`];
  if (f.entrant) {
    const e = f.entrant;
    lines.push(`${l.entrant}: ${e.name}`, `${l.email}: ${e.email}`, `${l.company}: ${e.company}`, `${l.country}: ${e.country}`);
  }
  lines.push('', `${l.description}:`, f.description);
  if (f.fields.length) lines.push('', ...f.fields.map((x) => `${x.label}: ${x.value}`));
  if (f.entrant) lines.push('', `${l.credits}:`, f.entrant.credits);
  return `${lines.join('\n')}\n`;
}
