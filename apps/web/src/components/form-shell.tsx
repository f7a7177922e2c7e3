import type { ReactNode } from 'react';
import { Button, Form, type FormInstance, type FormProps } from 'antd';
import { SCROLL_TO_FIRST_ERROR, showFieldErrors } from '../lib/form-errors.ts';

interface FormShellProps<Values> {
  form: FormInstance<Values>;
  /** The form's name (antd prefixes its fields' ids with it). */
  name: string;
  /** The call; a 422 it throws puts its messages beside `fields` (lib/form-errors.ts). */
  onSubmit: (values: Values) => Promise<unknown>;
  /** The field names the server's messages may name. */
  fields: readonly string[];
  /** While the call is on its way: the form is disabled and the button spins. */
  pending: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
  size?: FormProps['size'];
  requiredMark?: FormProps['requiredMark'];
  initialValues?: FormProps<Values>['initialValues'];
  /** Disabled also for another reason than a call on its way. */
  disabled?: boolean;
  /** The submit row: a full-width button (the account cards) or one of its own width. */
  block?: boolean;
  submitClassName?: string;
}

/**
 * The one shell of the site's simple forms: labels above the fields, the first problem scrolled
 * to and focused (WCAG 3.3.1), disabled while the call is on its way, a server's refusal of a
 * field shown beside it (docs/product.md#form-messages), and one submit row.
 */
export function FormShell<Values>({
  form,
  name,
  onSubmit,
  fields,
  pending,
  submitLabel,
  children,
  size = 'large',
  requiredMark = false,
  initialValues,
  disabled = false,
  block = true,
  submitClassName,
}: FormShellProps<Values>) {
  const onFinish = async (values: Values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFieldErrors(form, error, fields);
    }
  };
  return (
    <Form
      form={form}
      name={name}
      layout="vertical"
      size={size}
      requiredMark={requiredMark}
      initialValues={initialValues}
      scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      onFinish={(values) => void onFinish(values)}
      disabled={pending || disabled}
    >
      {children}
      <Form.Item className={submitClassName}>
        <Button type="primary" htmlType="submit" block={block} loading={pending}>
          {submitLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}
