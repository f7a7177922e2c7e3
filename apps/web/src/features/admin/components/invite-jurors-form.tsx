import { Button, Form, Input, Select } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  JURY_INVITES_MAX,
  JuryInvitee,
  type AdminCategory,
  type JuryInvitee as Invitee,
} from '@laurel/contract';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useInviteJurors } from '../api/jury-invitations.ts';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin-invitations.ts';

type Values = { identity: 1 | 2 | 3; categoryIds: number[]; invitees: Invitee[] };

const blank = (language: Invitee['language']): Invitee => ({ email: '', name: '', language });

/**
 * Staff with the `people` permission invite one or several people to a season's jury: the role
 * (a sub-judge's categories with it), and per person the address, an optional name and the
 * language their mails are written in.
 */
export function InviteJurorsForm({
  seasonId,
  categories,
}: {
  seasonId: number;
  categories: AdminCategory[];
}) {
  const { t, i18n } = useTranslation('admin-invitations');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const invite = useInviteJurors();
  const identity = Form.useWatch('identity', form);
  const language: Invitee['language'] =
    (i18n.resolvedLanguage ?? i18n.language) === 'zh-CN' ? 'zh-CN' : 'en';
  const submit = (values: Values) =>
    invite.mutate(
      {
        seasonId,
        identity: values.identity,
        categoryIds: values.identity === 2 ? (values.categoryIds ?? []) : [],
        invitees: values.invitees,
      },
      { onSuccess: () => form.setFieldsValue({ invitees: [blank(language)] }) },
    );
  return (
    <Form<Values>
      form={form}
      name="invite-jurors"
      layout="vertical"
      initialValues={{ identity: 2, categoryIds: [], invitees: [blank(language)] }}
      onFinish={submit}
      disabled={invite.isPending}
    >
      <div className="console-pair">
        <Form.Item name="identity" label={t('identity')}>
          <Select
            options={([1, 2, 3] as const).map((v) => ({ value: v, label: t(`identities.${v}`) }))}
          />
        </Form.Item>
        {identity === 2 ? (
          <Form.Item name="categoryIds" label={t('categories')} extra={t('categoriesHelp')}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              options={categories.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Form.Item>
        ) : null}
      </div>
      <Form.List name="invitees">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <fieldset key={field.key} className="invite-row">
                <legend>{t('invitee', { n: i + 1 })}</legend>
                <Form.Item
                  name={[field.name, 'email']}
                  label={t('email')}
                  rules={rules.field(JuryInvitee.shape.email)}
                >
                  <Input type="email" autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'name']}
                  label={t('name')}
                  rules={rules.field(JuryInvitee.shape.name)}
                >
                  <Input autoComplete="off" />
                </Form.Item>
                <Form.Item name={[field.name, 'language']} label={t('language')}>
                  <Select
                    options={(['en', 'zh-CN'] as const).map((l) => ({
                      value: l,
                      label: t(`languages.${l}`),
                    }))}
                  />
                </Form.Item>
                {fields.length > 1 ? (
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    aria-label={t('removeInvitee', { n: i + 1 })}
                    onClick={() => remove(field.name)}
                    className="invite-row__remove"
                  />
                ) : null}
              </fieldset>
            ))}
            {fields.length < JURY_INVITES_MAX ? (
              <Button
                icon={<PlusOutlined />}
                onClick={() => add(blank(language))}
                style={{ marginBottom: 16 }}
              >
                {t('addInvitee')}
              </Button>
            ) : null}
          </>
        )}
      </Form.List>
      <Refusal error={invite.error} />
      {invite.isSuccess ? <p role="status">{t('sent', { count: invite.data.length })}</p> : null}
      <div>
        <Button type="primary" htmlType="submit" loading={invite.isPending}>
          {t('send')}
        </Button>
      </div>
    </Form>
  );
}
