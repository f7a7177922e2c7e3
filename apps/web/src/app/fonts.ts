/**
 * Inter, the site's typeface, as a chunk of its own that main.tsx loads when the app starts. On
 * a server-rendered page the app starts once the page has loaded (apps/web/public/laurel-boot.js),
 * so the 48 KB font does not compete with the hero image for a phone's bandwidth; until it
 * arrives the text is set in 'Inter Fallback', scaled to Inter's metrics (styles/global.css), so
 * it keeps its place when Inter swaps in (docs/architecture.md#server-rendering).
 */
import '@fontsource-variable/inter';
