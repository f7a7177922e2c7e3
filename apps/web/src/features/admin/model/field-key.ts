/**
 * A custom field's key (docs/product.md#entry-form): how its value is stored on every entry, so
 * lowercase a–z, digits and `_`, starting with a letter, at most 32 characters (the contract's
 * CustomFieldKey). Made from the English label until the organiser types one of their own.
 */
const KEY_MAX = 32;

/** What may be typed into the key: the rest is dropped as it is typed. */
export const keyTyped = (value: string): string => value.toLowerCase().replace(/[^a-z0-9_]/g, '').slice(0, KEY_MAX);

/** The key made from a label, unique among `taken` (`size`, `size_2`, …); empty for an empty label. */
export function keyFromLabel(label: string, taken: readonly string[]): string {
  const base = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, KEY_MAX);
  if (!base) return '';
  let key = base;
  for (let n = 2; taken.includes(key); n++) key = `${base.slice(0, KEY_MAX - String(n).length - 1)}_${n}`;
  return key;
}
