/**
 * A country's flag as the emoji made of its two regional-indicator letters ("DE" → 🇩🇪): no
 * image requests, and every current system draws them (Windows shows the letters instead,
 * which still reads as the country code).
 */
export function flagOf(iso: string): string {
  const code = iso.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
