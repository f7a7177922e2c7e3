import { useState } from 'react';
import { Button, Form, Input, Modal, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CODE_MAX, SaveAgentCodeRequest, type AdminAgentCode } from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useAgentCodes, useSaveAgentCode } from '../api/codes.ts';
import { activeColumn, editColumns } from './code-columns.tsx';
import { ConsoleTable } from './console-table.tsx';
import { QueryState, Refusal } from './query-state.tsx';
import '../../../i18n/admin.ts';

type Values = { code: string; agentName: string; isActive: boolean };

function AgentCodeDialog({
  agent,
  onClose,
}: {
  agent: AdminAgentCode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const save = useSaveAgentCode();
  return (
    <Modal
      open
      title={agent ? t('editNamed', { name: agent.code }) : t('agents.new')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        name="agent-code"
        layout="vertical"
        initialValues={agent ?? { code: '', agentName: '', isActive: true }}
        onFinish={(values) =>
          save.mutate({ id: agent?.id ?? null, ...values }, { onSuccess: onClose })
        }
      >
        <Form.Item
          name="code"
          label={t('codes.code')}
          rules={rules.field(SaveAgentCodeRequest.shape.code)}
        >
          <Input maxLength={CODE_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="agentName"
          label={t('agents.name')}
          rules={rules.field(SaveAgentCodeRequest.shape.agentName)}
        >
          <Input />
        </Form.Item>
        <Form.Item name="isActive" label={t('codes.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Refusal error={save.error} />
      </Form>
    </Modal>
  );
}

/** Agents' codes with the entrants and entries they referred (every season). */
export function AgentCodesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const agents = useAgentCodes();
  const [editing, setEditing] = useState<{ agent: AdminAgentCode | null } | null>(null);
  return (
    <section className="console-section" aria-labelledby="agent-codes">
      <div className="console-toolbar">
        <h2 id="agent-codes" style={{ margin: 0, flex: 1 }}>
          {t('agents.title')}
        </h2>
        {canEdit ? (
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ agent: null })}>
            {t('agents.new')}
          </Button>
        ) : null}
      </div>
      <QueryState query={agents}>
        <ConsoleTable<AdminAgentCode>
          label={t('agents.title')}
          rowKey="id"
          dataSource={agents.data ?? []}
          titleColumns={['code']}
          cardTitle={(a) => <code>{a.code}</code>}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 600 }}
          columns={[
            {
              title: t('codes.code'),
              dataIndex: 'code',
              render: (code: string) => <code>{code}</code>,
            },
            { title: t('agents.name'), dataIndex: 'agentName' },
            { title: t('agents.referrals'), dataIndex: 'referrals', align: 'right' },
            { title: t('agents.referredEntries'), dataIndex: 'referredEntries', align: 'right' },
            activeColumn<AdminAgentCode>(t),
            ...editColumns<AdminAgentCode>(t, canEdit, (agent) => setEditing({ agent })),
          ]}
        />
      </QueryState>
      {editing ? <AgentCodeDialog agent={editing.agent} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
