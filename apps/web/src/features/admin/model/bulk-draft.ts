import { BULK_PERMISSION, type BulkAction, type BulkKind, type StaffPermission } from '@laurel/contract';

/** What the form holds for every action at once, so switching between them loses nothing typed. */
export interface BulkDraft {
  kind: BulkKind | 'export' | null;
  to: 'in_review' | 'awarded' | 'not_awarded';
  awardLevelId: number | null;
  subJudgeIds: number[];
  feeKind: 'entry' | 'winnerPackage';
  decision: 'waive' | 'paid_offline' | 'reopen';
  reason: string;
  subject: { en: string; 'zh-CN': string };
  body: { en: string; 'zh-CN': string };
  show: boolean;
}

export const EMPTY_DRAFT: BulkDraft = {
  kind: null,
  to: 'not_awarded',
  awardLevelId: null,
  subJudgeIds: [],
  feeKind: 'entry',
  decision: 'waive',
  reason: '',
  subject: { en: '', 'zh-CN': '' },
  body: { en: '', 'zh-CN': '' },
  show: true,
};

/** The permission an action needs (the server's BULK_PERMISSION); an export only reads. */
export const permissionOf = (kind: BulkDraft['kind']): StaffPermission => (kind && kind !== 'export' ? BULK_PERMISSION[kind] : 'read');

/** The draft as the call's action; the server checks every value (a missing one is its 422). */
export function actionOf(d: BulkDraft): BulkAction | null {
  switch (d.kind) {
    case null:
    case 'export':
      return null;
    case 'status':
      return d.to === 'awarded' ? { kind: 'status', to: d.to, ...(d.awardLevelId ? { awardLevelId: d.awardLevelId } : {}) } : { kind: 'status', to: d.to };
    case 'assign':
    case 'unassign':
      return { kind: d.kind, subJudgeIds: d.subJudgeIds };
    case 'fee':
      return { kind: 'fee', feeKind: d.feeKind, decision: d.decision, reason: d.reason };
    case 'message':
      return { kind: 'message', subject: d.subject, body: d.body };
    case 'show':
      return { kind: 'show', show: d.show };
  }
}
