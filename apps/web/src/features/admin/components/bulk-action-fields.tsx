import { Input, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_BODY_MAX, BULK_KINDS, BULK_REASON_MAX, BULK_SUBJECT_MAX } from '@laurel/contract';
import { useAdminAwardLevels } from '../api/award-levels.ts';
import { useSearchPeople } from '../api/people.ts';
import { permissionOf, type BulkDraft } from '../model/bulk-draft.ts';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin-bulk.ts';

interface Props {
  seasonId: number;
  draft: BulkDraft;
  update: (change: Partial<BulkDraft>) => void;
}

/** The action and its settings; an action the role may not start is listed, disabled, saying so. */
export function BulkActionFields({ seasonId, draft, update }: Props) {
  const { t } = useTranslation('admin-bulk');
  const { may } = useStaffAccess();
  const kinds = [...BULK_KINDS, 'export' as const];
  return (
    <div className="bulk-fields">
      <label className="bulk-field bulk-fields__wide">
        <span>{t('new.action')}</span>
        <Select<BulkDraft['kind']>
          aria-label={t('new.action')}
          placeholder={t('new.chooseAction')}
          value={draft.kind ?? undefined}
          onChange={(kind) => update({ kind })}
          options={kinds.map((k) => ({
            value: k,
            disabled: !may(permissionOf(k)),
            label: may(permissionOf(k)) ? t(`kind.${k}`) : `${t(`kind.${k}`)} — ${t('new.notAllowed')}`,
          }))}
        />
      </label>
      {draft.kind === 'status' && <StatusFields seasonId={seasonId} draft={draft} update={update} />}
      {(draft.kind === 'assign' || draft.kind === 'unassign') && <SubJudgeField draft={draft} update={update} />}
      {draft.kind === 'fee' && <FeeFields draft={draft} update={update} />}
      {draft.kind === 'message' && <MessageFields draft={draft} update={update} />}
      {draft.kind === 'show' && (
        <Radio.Group className="bulk-fields__wide" value={draft.show} onChange={(e) => update({ show: e.target.value as boolean })}>
          <Radio value={true}>{t('new.show')}</Radio>
          <Radio value={false}>{t('new.hide')}</Radio>
        </Radio.Group>
      )}
    </div>
  );
}

function StatusFields({ seasonId, draft, update }: Props) {
  const { t } = useTranslation('admin-bulk');
  const levels = useAdminAwardLevels(seasonId);
  return (
    <>
      <label className="bulk-field">
        <span>{t('new.to')}</span>
        <Select
          aria-label={t('new.to')}
          value={draft.to}
          onChange={(to) => update({ to })}
          options={(['in_review', 'awarded', 'not_awarded'] as const).map((s) => ({ value: s, label: t(`entryStatus.${s}`) }))}
        />
      </label>
      {draft.to === 'awarded' && (
        <label className="bulk-field">
          <span>{t('new.awardLevel')}</span>
          <Select<number>
            aria-label={t('new.awardLevel')}
            value={draft.awardLevelId ?? undefined}
            loading={levels.isPending}
            onChange={(awardLevelId) => update({ awardLevelId })}
            options={(levels.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
          />
        </label>
      )}
    </>
  );
}

/** Sub-judges found on the server as the organiser types (the first 20 that match). */
function SubJudgeField({ draft, update }: Omit<Props, 'seasonId'>) {
  const { t } = useTranslation('admin-bulk');
  const [q, setQ] = useState('');
  const found = useSearchPeople({ identity: 2, q: q.trim() || undefined, page: 1, pageSize: 20 });
  // Those chosen keep their names when a new search no longer lists them.
  const [labels, setLabels] = useState<Map<number, string>>(new Map());
  const listed = (found.data?.list ?? []).map((p) => ({ value: p.id, label: `${p.name} <${p.email}>` }));
  const options = [...draft.subJudgeIds.filter((id) => !listed.some((o) => o.value === id)).map((id) => ({ value: id, label: labels.get(id) ?? String(id) })), ...listed];
  return (
    <label className="bulk-field bulk-fields__wide">
      <span>{t('new.subJudges')}</span>
      <Select<number[]>
        mode="multiple"
        aria-label={t('new.subJudges')}
        value={draft.subJudgeIds}
        filterOption={false}
        showSearch
        onSearch={setQ}
        loading={found.isFetching}
        onChange={(subJudgeIds) => {
          setLabels(new Map([...labels, ...listed.map((o): [number, string] => [o.value, o.label])]));
          update({ subJudgeIds });
        }}
        options={options}
      />
      <span className="console-muted">{t('new.subJudgesHelp')}</span>
    </label>
  );
}

function FeeFields({ draft, update }: Omit<Props, 'seasonId'>) {
  const { t } = useTranslation('admin-bulk');
  return (
    <>
      <label className="bulk-field">
        <span>{t('new.feeKind')}</span>
        <Select
          aria-label={t('new.feeKind')}
          value={draft.feeKind}
          onChange={(feeKind) => update({ feeKind })}
          options={[
            { value: 'entry', label: t('new.feeEntry') },
            { value: 'winnerPackage', label: t('new.feeWinnerPackage') },
          ]}
        />
      </label>
      <label className="bulk-field">
        <span>{t('new.decision')}</span>
        <Select
          aria-label={t('new.decision')}
          value={draft.decision}
          onChange={(decision) => update({ decision })}
          options={[
            { value: 'waive', label: t('new.waive') },
            { value: 'paid_offline', label: t('new.paidOffline') },
            { value: 'reopen', label: t('new.reopen') },
          ]}
        />
      </label>
      <label className="bulk-field bulk-fields__wide">
        <span>{t('new.reason')}</span>
        <Input.TextArea value={draft.reason} maxLength={BULK_REASON_MAX} autoSize={{ minRows: 2 }} onChange={(e) => update({ reason: e.target.value })} />
      </label>
    </>
  );
}

function MessageFields({ draft, update }: Omit<Props, 'seasonId'>) {
  const { t } = useTranslation('admin-bulk');
  const langs = [
    ['en', 'En'],
    ['zh-CN', 'Zh'],
  ] as const;
  return (
    <>
      <p className="console-muted bulk-fields__wide">{t('new.mergeHelp', { fields: '{{entrant.name}}, {{site.name}}, {{link.account}}' })}</p>
      {langs.map(([l, suffix]) => (
        <div key={l} className="bulk-field">
          <label className="bulk-field">
            <span>{t(`new.subject${suffix}`)}</span>
            <Input value={draft.subject[l]} maxLength={BULK_SUBJECT_MAX} onChange={(e) => update({ subject: { ...draft.subject, [l]: e.target.value } })} />
          </label>
          <label className="bulk-field">
            <span>{t(`new.body${suffix}`)}</span>
            <Input.TextArea value={draft.body[l]} maxLength={BULK_BODY_MAX} autoSize={{ minRows: 5 }} onChange={(e) => update({ body: { ...draft.body, [l]: e.target.value } })} />
          </label>
        </div>
      ))}
    </>
  );
}
