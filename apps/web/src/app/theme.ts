import type { ThemeConfig } from 'antd';

/**
 * The one brand palette (docs/product.md#look-and-feel), set here and nowhere else: a deep laurel
 * green on warm paper neutrals, dark text on light. Layout CSS reads these values through the
 * `--laurel-*` variables that app/providers.tsx derives from the resolved tokens.
 *
 * Contrast (WCAG AA needs 4.5:1 for body text): text #1a1c1b on white ≈ 17:1; primary #24493d on
 * white ≈ 9.6:1 and white on primary the same; secondary text #5b605d on #f7f5f0 ≈ 6:1;
 * tertiary #6a6f6c on white ≈ 5.2:1.
 */
export const BRAND = {
  primary: '#24493d',
  text: '#1a1c1b',
  textSecondary: '#5b605d',
  paper: '#f7f5f0',
  line: '#e4e1d8',
} as const;

/**
 * Inter, and until it has loaded 'Inter Fallback' (global.css): a local Arial scaled to Inter's
 * metrics, so text set before the font arrives takes the same room and nothing moves when it
 * swaps in. Latin letters and digits are set in these; Chinese characters, which they lack, fall
 * to the system's Simplified Chinese faces after them (macOS and iOS, older macOS, Windows, Linux
 * and Android), never a downloaded CJK font of several megabytes
 * (docs/decisions/010-bilingual-content.md).
 */
export const FONT_FAMILY =
  "'Inter Variable', Inter, 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'Noto Sans SC', sans-serif";

/**
 * The display face, for h1 and h2 headings and big numerals (global.css reads it as
 * `--laurel-font-display`): Fraunces, a soft high-contrast serif, self-hosted from
 * `@fontsource-variable/fraunces` and loaded after first paint (app/fonts.ts). Until then
 * 'Fraunces Fallback' (global.css), a local Times scaled to Fraunces' widths at its display
 * optical size, holds the same room. Chinese headings fall to a Song (serif) face where the system
 * has one, else to the body's Chinese sans.
 */
export const DISPLAY_FONT_FAMILY =
  "'Fraunces Variable', 'Fraunces Fallback', 'Songti SC', 'STSong', 'Noto Serif CJK SC', 'Source Han Serif SC', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', serif";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    colorLink: BRAND.primary,
    // antd derives these tints from the primary by mixing toward grey (#818a86 for this green),
    // which makes selected rows, finished steps and tags look disabled; a light laurel tint instead.
    colorPrimaryBg: '#e7efea',
    colorPrimaryBgHover: '#d3e2d9',
    // The same grey mix would paint info alerts (colorInfo is the primary) a dark, disabled grey.
    colorInfoBg: '#eef4f0',
    colorInfoBorder: '#c6d9cd',
    colorTextBase: BRAND.text,
    colorTextSecondary: BRAND.textSecondary,
    // antd's default hint and "(optional)" greys are ~45% black, under 4.5:1 on white.
    colorTextDescription: BRAND.textSecondary,
    colorTextTertiary: '#6a6f6c',
    colorBgLayout: BRAND.paper,
    colorBorderSecondary: BRAND.line,
    fontFamily: FONT_FAMILY,
    fontSize: 15,
    borderRadius: 6,
    borderRadiusLG: 10,
    controlHeight: 38,
    controlHeightLG: 46,
    wireframe: false,
    motionDurationMid: '0.18s',
  },
  components: {
    Button: { primaryShadow: 'none', defaultShadow: 'none', fontWeight: 500 },
    Layout: { headerBg: '#ffffff', bodyBg: BRAND.paper, footerBg: '#ffffff' },
    Form: { labelColor: BRAND.text, verticalLabelPadding: '0 0 6px' },
    Card: { headerFontSize: 17 },
  },
};
