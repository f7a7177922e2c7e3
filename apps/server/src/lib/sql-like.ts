/** Text matched literally by LIKE/ILIKE: its `\`, `%` and `_` escaped (PostgreSQL's default escape is `\`). */
export const escapeLike = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);
