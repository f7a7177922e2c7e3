/** What the judge can do to entries, from a row's menu or for the selection. */
export type EntryAction = 'assign' | 'fee' | 'award' | 'show' | 'hide' | 'download';

export interface EntryRef {
  id: number;
  title: string;
}
