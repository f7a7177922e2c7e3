/**
 * The site's typefaces, as a chunk of their own that main.tsx loads when the app starts: Inter
 * for text and Fraunces (its weight and optical-size axes) for display headings and numerals
 * (app/theme.ts). On a server-rendered page the app starts once the page has loaded
 * (apps/web/public/laurel-boot.js), so the fonts do not compete with the hero image for a
 * phone's bandwidth; until they arrive the text is set in 'Inter Fallback' and 'Fraunces
 * Fallback', local faces scaled to their metrics (styles/global.css), so it keeps its place when
 * the fonts swap in (apps/web/src/app/README.md#server-rendering).
 */
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces/opsz.css';
