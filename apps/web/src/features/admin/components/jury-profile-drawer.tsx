import { useState } from 'react';
import type { z } from 'zod';
import { Button, Drawer, Form, Input, Select, Space, Switch, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JURY_BIO_MAX, JURY_COMPANY_MAX, JURY_NAME_MAX, JURY_TITLE_MAX, SaveJuryProfileRequest, type AdminJuryProfile } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { StoredImage } from '../../../components/stored-image.tsx';
import { useUploadContentImage } from '../api/content.ts';
import { useSaveJuryProfile } from '../api/jury-profiles.ts';
import { useSearchPeople } from '../api/people.ts';
import { useSeasons } from '../api/seasons.ts';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin-people.ts';

type Values = Omit<z.input<typeof SaveJuryProfileRequest>, 'id'>;

const blank: Values = { name: '', title: '', titleZh: '', company: '', country: '', bio: '', bioZh: '', photoUrl: null, isPublished: true, seasonId: null, userId: null };

/** The account a profile names, found by typing part of its e-mail address (or name). */
function AccountPicker({ value, onChange, initial }: { value?: number | null; onChange?: (v: number | null) => void; initial: { id: number; label: string } | null }) {
  const { t } = useTranslation('admin-people');
  const [term, setTerm] = useState('');
  const found = useSearchPeople({ q: term.trim(), page: 1, pageSize: 10 }, { enabled: term.trim().length >= 2 });
  const options = [
    ...(initial ? [{ value: initial.id, label: initial.label }] : []),
    ...(found.data?.list ?? []).filter((p) => p.id !== initial?.id).map((p) => ({ value: p.id, label: `${p.email} (${p.name})` })),
  ];
  return (
    <Select<number>
      showSearch
      allowClear
      aria-label={t('jury.account')}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      onSearch={setTerm}
      filterOption={false}
      placeholder={t('jury.accountPlaceholder')}
      notFoundContent={term.trim().length >= 2 && !found.isFetching ? t('jury.accountNone') : null}
      loading={found.isFetching}
      options={options}
    />
  );
}

/** Makes or changes a jury profile: both languages side by side, a photo, season, account. */
export function JuryProfileDrawer({ profile, open, onClose }: { profile: AdminJuryProfile | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-people');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const save = useSaveJuryProfile();
  // The console's one image upload (the entries' pipeline), stored as a public `jury` image.
  const upload = useUploadContentImage('jury');
  const seasons = useSeasons();
  const photoUrl = Form.useWatch('photoUrl', form);
  const initial: Values = profile
    ? { name: profile.name, title: profile.title, titleZh: profile.titleZh, company: profile.company, country: profile.country, bio: profile.bio, bioZh: profile.bioZh, photoUrl: profile.photoUrl, isPublished: profile.isPublished, seasonId: profile.seasonId, userId: profile.userId }
    : blank;
  const submit = (values: Values) =>
    save.mutate({ ...blank, ...values, id: profile?.id ?? null }, { onSuccess: onClose });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={profile ? t('jury.editTitle', { name: profile.name }) : t('jury.newTitle')}
      size={720}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('jury.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('jury.save')}
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} name="jury-profile" layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending}>
        <Form.Item name="name" label={t('jury.name')} rules={rules.field(SaveJuryProfileRequest.shape.name)}>
          <Input maxLength={JURY_NAME_MAX} />
        </Form.Item>
        <div className="console-pair">
          <Form.Item name="title" label={t('jury.titleEn')}>
            <Input maxLength={JURY_TITLE_MAX} />
          </Form.Item>
          <Form.Item name="titleZh" label={t('jury.titleZh')} extra={t('jury.zhHelp')}>
            <Input maxLength={JURY_TITLE_MAX} lang="zh-CN" />
          </Form.Item>
          <Form.Item name="company" label={t('jury.company')}>
            <Input maxLength={JURY_COMPANY_MAX} />
          </Form.Item>
          <Form.Item name="country" label={t('jury.country')} extra={t('jury.countryHelp')} rules={rules.field(SaveJuryProfileRequest.shape.country)} normalize={(v: string) => v.toUpperCase()}>
            <Input />
          </Form.Item>
          <Form.Item name="bio" label={t('jury.bioEn')} extra={t('jury.bioHelp')}>
            <Input.TextArea rows={6} maxLength={JURY_BIO_MAX} />
          </Form.Item>
          <Form.Item name="bioZh" label={t('jury.bioZh')} extra={t('jury.zhHelp')}>
            <Input.TextArea rows={6} maxLength={JURY_BIO_MAX} lang="zh-CN" />
          </Form.Item>
        </div>
        <Form.Item name="photoUrl" hidden>
          <Input />
        </Form.Item>
        <div className="jury-photo-field">
          <span className="jury-photo-field__label">{t('jury.photo')}</span>
          {photoUrl ? <StoredImage src={photoUrl} alt="" size="thumb" ratio={4 / 5} className="jury-photo-field__image" /> : null}
          <Space wrap>
            <Upload
              accept="image/jpeg,image/png,image/webp"
              showUploadList={false}
              customRequest={({ file }) => {
                upload.mutate({ file: file as File }, { onSuccess: (res) => form.setFieldValue('photoUrl', res.url) });
              }}
            >
              <Button icon={<UploadOutlined />} loading={upload.isPending}>
                {photoUrl ? t('jury.replacePhoto') : t('jury.uploadPhoto')}
              </Button>
            </Upload>
            {photoUrl ? <Button onClick={() => form.setFieldValue('photoUrl', null)}>{t('jury.removePhoto')}</Button> : null}
          </Space>
          <Refusal error={upload.error} />
        </div>
        <div className="console-pair">
          {/* 0 stands for "every season" in the select; the form holds null. */}
          <Form.Item name="seasonId" label={t('jury.season')} getValueProps={(v: number | null) => ({ value: v ?? 0 })} normalize={(v: number) => (v === 0 ? null : v)}>
            <Select<number>
              options={[{ value: 0, label: t('jury.everySeason') }, ...(seasons.data ?? []).map((s) => ({ value: s.id, label: `${s.year} · ${s.name}` }))]}
            />
          </Form.Item>
          <Form.Item name="userId" label={t('jury.account')} extra={t('jury.accountHelp')}>
            <AccountPicker initial={profile?.userId ? { id: profile.userId, label: `${profile.userEmail ?? ''} (${profile.userName ?? ''})` } : null} />
          </Form.Item>
        </div>
        <Form.Item name="isPublished" label={t('jury.published')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Refusal error={save.error} />
      </Form>
    </Drawer>
  );
}
