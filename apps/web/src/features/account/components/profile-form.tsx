import { Button, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPANY_MAX, NAME_MAX, UpdateProfileRequest, type AreaCode, type UserInfo } from '@laurel/contract';
import { toast } from '../../../lib/feedback.ts';
import { SCROLL_TO_FIRST_ERROR, showFieldErrors } from '../../../lib/form-errors.ts';
import { useFormRules } from '../../../lib/form-rules.ts';
import { useCountryOptions } from '../../../lib/public/country-options.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import '../../../i18n/auth.ts';

interface ProfileValues {
  name: string;
  company: string;
  country?: string;
  /** The country whose calling code is chosen: several share one (+1), so the code alone is ambiguous. */
  areaCode?: string;
  phone: string;
}

const FIELDS = ['name', 'company', 'country', 'areaCode', 'phone'] as const;

/** Which country a stored calling code stands for: the user's own country when it matches. */
function areaCountry(user: UserInfo, codes: AreaCode[]): string | undefined {
  if (!user.areaCode) return undefined;
  const own = codes.find((c) => c.country === user.country && c.dialCode === user.areaCode);
  return (own ?? codes.find((c) => c.dialCode === user.areaCode))?.country;
}

/** The editable profile (issue 4): name, company, country and phone with its calling code. */
export function ProfileForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const rules = useFormRules();
  const [form] = Form.useForm<ProfileValues>();
  const { codes, countries: countryOptions, dials: dialOptions, filter, dialOf, isPending } = useCountryOptions();
  const update = useUpdateProfile();

  if (isPending) return <p className="account-note">{t('account.loadingCodes')}</p>;

  const onFinish = async (values: ProfileValues) => {
    const dial = dialOf(values.areaCode);
    try {
      await update.mutateAsync({
        name: values.name.trim(),
        company: values.company?.trim() ?? '',
        ...(values.country ? { country: values.country } : {}),
        ...(dial ? { areaCode: dial } : {}),
        ...(values.phone?.trim() ? { phone: values.phone.trim() } : {}),
      });
      toast.success(t('account.profileSaved'));
      onDone();
    } catch (error) {
      showFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <Form
      form={form}
      name="profile"
      layout="vertical"
      requiredMark="optional"
      disabled={update.isPending}
      initialValues={{
        name: user.name,
        company: user.company ?? '',
        country: user.country ?? undefined,
        areaCode: areaCountry(user, codes),
        phone: user.phone ?? '',
      }}
      scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      onFinish={(values) => void onFinish(values)}
      className="profile-form"
    >
      <Form.Item name="name" label={t('fields.name')} rules={rules.field(UpdateProfileRequest.shape.name)}>
        <Input autoComplete="name" maxLength={NAME_MAX} />
      </Form.Item>
      <Form.Item name="company" label={t('account.company')} rules={rules.field(UpdateProfileRequest.shape.company)}>
        <Input autoComplete="organization" maxLength={COMPANY_MAX} />
      </Form.Item>
      <Form.Item name="country" label={t('account.country')}>
        <Select
          showSearch={{ filterOption: filter }}
          allowClear
          options={countryOptions}
          placeholder={t('account.countryPlaceholder')}
          aria-label={t('account.country')}
        />
      </Form.Item>
      <Form.Item label={t('account.phone')} required={false}>
        <Space.Compact block>
          <Form.Item name="areaCode" noStyle>
            <Select
              showSearch={{ filterOption: filter }}
              allowClear
              options={dialOptions}
              placeholder={t('account.areaCode')}
              aria-label={t('account.areaCode')}
              className="profile-form__dial"
              popupMatchSelectWidth={280}
              optionRender={(option) => <span>{option.data.title}</span>}
            />
          </Form.Item>
          <Form.Item
            name="phone"
            noStyle
            rules={rules.field(UpdateProfileRequest.shape.phone)}
          >
            <Input aria-label={t('account.phoneNumber')} autoComplete="tel-national" inputMode="tel" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <div className="profile-form__actions">
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('account.saveProfile')}
        </Button>
        <Button onClick={onDone}>{t('account.cancel')}</Button>
      </div>
    </Form>
  );
}
