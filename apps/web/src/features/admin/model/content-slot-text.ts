/** A slot's key as its texts are keyed: `banner:home` → `banner-home` (`:` is i18next's namespace separator). */
export const slotText = (key: string): string => key.replace(':', '-');
