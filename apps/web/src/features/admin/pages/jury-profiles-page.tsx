import { useState } from 'react';
import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminJuryProfile } from '@laurel/contract';
import { StoredImage } from '../../../components/stored-image.tsx';
import { useCountryName } from '../../../lib/country-name.ts';
import { useAdminJuryProfiles, useDeleteJuryProfile, useMoveJuryProfiles } from '../api/jury-profiles.ts';
import { useSeasons } from '../api/seasons.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { JuryProfileDrawer } from '../components/jury-profile-drawer.tsx';
import { QueryState, Refusal } from '../components/query-state.tsx';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin-people.ts';
import '../components/people.css';

function Row({ profile, index, count, canEdit, onEdit, onMove }: { profile: AdminJuryProfile; index: number; count: number; canEdit: boolean; onEdit: () => void; onMove: (to: number) => void }) {
  const { t, i18n } = useTranslation('admin-people');
  const zh = (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN';
  const country = useCountryName(profile.country);
  const seasons = useSeasons();
  const season = seasons.data?.find((s) => s.id === profile.seasonId);
  const remove = useDeleteJuryProfile();
  const role = [zh && profile.titleZh ? profile.titleZh : profile.title, profile.company].filter(Boolean).join(' · ');
  return (
    <li className="jury-admin__row">
      <StoredImage src={profile.photoUrl} alt="" size="thumb" ratio={4 / 5} className="jury-admin__photo" />
      <div className="jury-admin__body">
        <h2 className="jury-admin__name">{profile.name}</h2>
        {role ? <p className="jury-admin__role">{role}</p> : null}
        <p className="console-muted">
          {[country, season ? `${season.year} · ${season.name}` : t('jury.everySeason')].filter(Boolean).join(' · ')}
        </p>
        <Space wrap size={4}>
          {profile.isPublished ? <Tag color="green">{t('jury.isPublished')}</Tag> : <Tag>{t('jury.hidden')}</Tag>}
          {profile.userEmail ? <Tag>{t('jury.linked', { email: profile.userEmail })}</Tag> : null}
        </Space>
        <Refusal error={remove.error} />
      </div>
      {canEdit ? (
        <Space wrap className="jury-admin__actions">
          <Button icon={<ArrowUpOutlined />} aria-label={t('jury.moveUp', { name: profile.name })} disabled={index === 0} onClick={() => onMove(index - 1)} />
          <Button icon={<ArrowDownOutlined />} aria-label={t('jury.moveDown', { name: profile.name })} disabled={index === count - 1} onClick={() => onMove(index + 1)} />
          <Button onClick={onEdit} aria-label={t('jury.editLabel', { name: profile.name })}>
            {t('jury.edit')}
          </Button>
          <Popconfirm title={t('jury.deleteConfirm', { name: profile.name })} okText={t('jury.delete')} okButtonProps={{ danger: true }} cancelText={t('jury.cancel')} onConfirm={() => remove.mutate(profile.id)}>
            <Button danger aria-label={t('jury.deleteLabel', { name: profile.name })} loading={remove.isPending}>
              {t('jury.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ) : null}
    </li>
  );
}

/**
 * `/admin/jury`: the public jury page's people (docs/product.md#jury-profiles-in-the-console) in
 * their public order — moved by each row's up and down buttons —, made and changed in a drawer.
 */
export default function JuryProfilesPage() {
  const { t } = useTranslation('admin-people');
  const profiles = useAdminJuryProfiles();
  const move = useMoveJuryProfiles();
  const canEdit = useStaffAccess().may('content');
  const [editing, setEditing] = useState<AdminJuryProfile | 'new' | null>(null);
  const list = profiles.data ?? [];
  const moveTo = (from: number, to: number) => {
    const ids = list.map((p) => p.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    move.mutate(ids);
  };
  return (
    <ConsoleShell
      title={t('jury.title')}
      actions={
        canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('jury.new')}
          </Button>
        ) : null
      }
    >
      <p className="console-muted">{canEdit ? t('jury.intro') : t('jury.readOnly')}</p>
      <Refusal error={move.error} />
      <QueryState query={profiles}>
        {list.length === 0 ? (
          <p>{t('jury.none')}</p>
        ) : (
          <ol className="jury-admin" aria-label={t('jury.title')}>
            {list.map((p, i) => (
              <Row key={p.id} profile={p} index={i} count={list.length} canEdit={canEdit} onEdit={() => setEditing(p)} onMove={(to) => moveTo(i, to)} />
            ))}
          </ol>
        )}
      </QueryState>
      {editing !== null ? <JuryProfileDrawer open profile={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </ConsoleShell>
  );
}
