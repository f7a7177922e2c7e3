import { useState } from 'react';
import { Button, Drawer, Form, Input, Popconfirm, Space, Switch, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_URL_MAX, MEDIA_OUTLET_MAX, MEDIA_SUMMARY_MAX, MEDIA_TITLE_MAX, SaveMediaReportRequest, type AdminMediaReport } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useAdminMediaReports, useDeleteMediaReport, useSaveMediaReport } from '../api/content.ts';
import { ConsoleShell } from '../components/console-shell.tsx';
import { ContentImageField } from '../components/content-image-field.tsx';
import { ConsoleTable } from '../components/console-table.tsx';
import { QueryState, Refusal } from '../components/query-state.tsx';
import { useStaffAccess } from '../model/use-staff-access.ts';
import '../../../i18n/admin-content.ts';
import '../components/content-console.css';

type Values = Omit<z.input<typeof SaveMediaReportRequest>, 'id' | 'imageUrl'> & { imageUrl: string };

function MediaReportDrawer({ report, onClose }: { report: AdminMediaReport | null; onClose: () => void }) {
  const { t } = useTranslation('admin-content');
  const save = useSaveMediaReport();
  const [form] = Form.useForm<Values>();
  const initial: Values = report
    ? { ...report, imageUrl: report.imageUrl ?? '', publishedAt: report.publishedAt.slice(0, 10) }
    : { title: '', titleZh: '', outlet: '', url: '', imageUrl: '', summary: '', summaryZh: '', publishedAt: dayjs().format('YYYY-MM-DD'), isPublished: true };
  const submit = async (values: Values) => {
    await save.mutateAsync({ ...values, titleZh: values.titleZh ?? '', summaryZh: values.summaryZh ?? '', summary: values.summary ?? '', id: report?.id ?? null, imageUrl: values.imageUrl.trim() || null });
    onClose();
  };
  const rules = useFormRules();
  const shape = SaveMediaReportRequest.shape;
  return (
    <Drawer
      open
      onClose={onClose}
      size={640}
      title={report ? t('media.editTitle') : t('media.newTitle')}
      footer={
        <Space>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('media.save')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
        </Space>
      }
    >
      <Refusal error={save.error} />
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)}>
        <Form.Item name="title" label={t('media.title')} rules={rules.field(shape.title)}>
          <Input maxLength={MEDIA_TITLE_MAX} lang="en" />
        </Form.Item>
        <Form.Item name="titleZh" label={t('media.titleZh')} rules={rules.field(shape.titleZh, { required: false })}>
          <Input maxLength={MEDIA_TITLE_MAX} lang="zh-CN" />
        </Form.Item>
        <Form.Item name="outlet" label={t('media.outlet')} rules={rules.field(shape.outlet)}>
          <Input maxLength={MEDIA_OUTLET_MAX} />
        </Form.Item>
        <Form.Item name="url" label={t('media.url')} rules={rules.field(shape.url)}>
          <Input maxLength={CONTENT_URL_MAX} placeholder="https://" />
        </Form.Item>
        <Form.Item name="imageUrl" label={t('field.imageUrl')}>
          <ContentImageField use="media" />
        </Form.Item>
        <Form.Item name="summary" label={t('media.summary')} rules={rules.field(shape.summary, { required: false })}>
          <Input.TextArea maxLength={MEDIA_SUMMARY_MAX} autoSize={{ minRows: 3 }} lang="en" />
        </Form.Item>
        <Form.Item name="summaryZh" label={t('media.summaryZh')} extra={t('media.zhHelp')} rules={rules.field(shape.summaryZh, { required: false })}>
          <Input.TextArea maxLength={MEDIA_SUMMARY_MAX} autoSize={{ minRows: 3 }} lang="zh-CN" />
        </Form.Item>
        <Form.Item name="publishedAt" label={t('media.date')} rules={rules.field(shape.publishedAt)}>
          <Input placeholder="YYYY-MM-DD" />
        </Form.Item>
        <Form.Item name="isPublished" label={t('media.isPublished')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

/** `/admin/content/media`: press coverage in both languages, published or hidden. */
export default function MediaReportsPage() {
  const { t } = useTranslation('admin-content');
  const reports = useAdminMediaReports();
  const remove = useDeleteMediaReport();
  const canEdit = useStaffAccess().may('content');
  const [editing, setEditing] = useState<{ report: AdminMediaReport | null } | null>(null);
  return (
    <ConsoleShell
      title={t('media.pageTitle')}
      actions={
        canEdit ? (
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ report: null })}>
            {t('media.new')}
          </Button>
        ) : null
      }
    >
      <p>
        <Link to="/admin/content">{t('back')}</Link>
      </p>
      <Refusal error={remove.error} />
      <QueryState query={reports}>
        <ConsoleTable<AdminMediaReport>
          label={t('media.listLabel')}
          rowKey="id"
          dataSource={reports.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          titleColumns={['title']}
          cardTitle={(r) => (
            <>
              <div>{r.title}</div>
              {r.titleZh ? <div lang="zh-CN" className="console-muted">{r.titleZh}</div> : <Tag>{t('media.noZh')}</Tag>}
            </>
          )}
          columns={[
            { title: t('media.date'), dataIndex: 'publishedAt', render: (d: string) => d.slice(0, 10) },
            {
              title: t('media.title'),
              key: 'title',
              render: (_, r) => (
                <>
                  <div>{r.title}</div>
                  {r.titleZh ? <div lang="zh-CN" className="console-muted">{r.titleZh}</div> : <Tag>{t('media.noZh')}</Tag>}
                </>
              ),
            },
            { title: t('media.outlet'), dataIndex: 'outlet' },
            { title: t('media.state'), key: 'state', render: (_, r) => <Tag color={r.isPublished ? 'green' : 'default'}>{t(r.isPublished ? 'media.published' : 'media.hidden')}</Tag> },
            {
              title: t('media.actions'),
              key: 'actions',
              render: (_, r) =>
                canEdit ? (
                  <Space>
                    <Button size="small" onClick={() => setEditing({ report: r })} aria-label={t('media.editNamed', { title: r.title })}>
                      {t('media.edit')}
                    </Button>
                    <Popconfirm title={t('deleteConfirm')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => remove.mutate(r.id)}>
                      <Button size="small" danger aria-label={t('media.deleteNamed', { title: r.title })}>
                        {t('delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                ) : null,
            },
          ]}
        />
      </QueryState>
      {editing ? <MediaReportDrawer report={editing.report} onClose={() => setEditing(null)} /> : null}
    </ConsoleShell>
  );
}
