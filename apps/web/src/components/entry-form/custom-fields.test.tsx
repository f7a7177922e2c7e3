import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import type { CustomValue, EntryForm, LanguageCode } from '@laurel/contract';
import { customField, entryForm } from '../../testing/entry-data.ts';
import { CustomFields } from './custom-fields.tsx';
import { customFieldValues, FieldValues, juryFieldValues } from './field-values.tsx';

// jsdom has no ResizeObserver, which antd's counted and auto-sized inputs observe with (as app/test-app.tsx).
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

const form: EntryForm = entryForm([
  customField('studio_size', { type: 'number', label: 'Studio size', labelZh: '工作室规模', min: 1, max: 500, required: true }),
  customField('material', { label: 'Main material', labelZh: '主要材料', help: 'What it is made of.', helpZh: '用什么做的。', maxLength: 40 }),
  customField('story', { type: 'longText', label: 'Story', labelZh: '' }),
  customField('site', { type: 'link', label: 'Website', labelZh: '网站', showToJury: false }),
  customField('stage', {
    type: 'choice',
    label: 'Stage',
    labelZh: '阶段',
    required: true,
    options: [
      { value: 'concept', label: 'Concept', labelZh: '概念' },
      { value: 'built', label: 'Built', labelZh: '已建成' },
    ],
  }),
  customField('market', {
    type: 'choice',
    label: 'Market',
    options: [
      { value: 'eu', label: 'Europe', labelZh: '欧洲' },
      { value: 'asia', label: 'Asia', labelZh: '亚洲' },
    ],
  }),
]);

function Harness({ language = 'en', errors }: { language?: LanguageCode; errors?: Record<string, string[]> }) {
  const [values, setValues] = useState<Record<string, CustomValue | null>>({});
  return (
    <Form layout="vertical" requiredMark="optional">
      <CustomFields
        form={form}
        language={language}
        values={values}
        errors={errors}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
      />
      <output data-testid="values">{JSON.stringify(values)}</output>
    </Form>
  );
}

describe('CustomFields', () => {
  it('gives each type its input, with the help, the limits and the required marks', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const size = screen.getByLabelText('Studio size');
    expect(size).toHaveAttribute('aria-valuemin', '1');
    expect(size).toHaveAttribute('aria-valuemax', '500');
    expect(screen.getByText('A whole number from 1 to 500.')).toBeInTheDocument();
    const material = screen.getByLabelText(/^Main material/);
    expect(material).toHaveAttribute('maxlength', '40');
    expect(screen.getByText('What it is made of.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Story/).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText(/^Website/)).toHaveAttribute('type', 'url');
    // A required choice of few options: radio buttons; an optional one a list that can be cleared.
    const stage = screen.getByRole('radiogroup', { name: 'Stage' });
    expect(within(stage).getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: /^Market/ })).toBeInTheDocument();
    // The optional ones say so; the required ones do not.
    expect(document.querySelectorAll('.ant-form-item-optional')).toHaveLength(4);

    await user.type(material, 'Oak');
    await user.type(size, '12');
    await user.click(within(stage).getByLabelText('Built'));
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '{}')).toEqual({ material: 'Oak', studio_size: 12, stage: 'built' });
  });

  it('reads in Chinese where the organiser wrote Chinese, else in English', () => {
    render(<Harness language="zh-CN" />);
    expect(screen.getByLabelText(/^主要材料/)).toBeInTheDocument();
    expect(screen.getByText('用什么做的。')).toBeInTheDocument();
    // No Chinese label: the English one.
    expect(screen.getByLabelText(/^Story/)).toBeInTheDocument();
    const stage = screen.getByRole('radiogroup', { name: '阶段' });
    expect(within(stage).getByLabelText('已建成')).toBeInTheDocument();
  });

  it('shows a message beside its field', () => {
    render(<Harness errors={{ stage: ['This field is required'] }} />);
    const item = screen.getByRole('radiogroup', { name: 'Stage' }).closest('.ant-form-item');
    expect(within(item as HTMLElement).getByText('This field is required')).toBeInTheDocument();
  });
});

describe('FieldValues', () => {
  it('lists the values by label, a choice by its label, what is empty as not given', () => {
    const values = { material: 'Oak', stage: 'built', site: 'https://studio.example' };
    const { rerender } = render(<FieldValues items={customFieldValues(form, values, 'zh-CN', 'jury')} />);
    const list = document.querySelector('dl') as HTMLElement;
    expect(within(list).getByText('主要材料').nextSibling).toHaveTextContent('Oak');
    expect(within(list).getByText('阶段').nextSibling).toHaveTextContent('已建成');
    expect(within(list).getByText('Story').nextSibling).toHaveTextContent('Not given.');
    // Not shown to the jury: not in the jury's list.
    expect(within(list).queryByText('网站')).not.toBeInTheDocument();

    rerender(<FieldValues items={customFieldValues(form, values, 'en', 'notJury')} />);
    expect(screen.getByRole('link', { name: /studio\.example/ })).toHaveAttribute('href', 'https://studio.example');

    rerender(<FieldValues items={juryFieldValues([{ key: 'a', label: 'Stage', labelZh: '阶段', value: 'Built', valueZh: '已建成' }], 'zh-CN')} />);
    expect(screen.getByText('阶段').nextSibling).toHaveTextContent('已建成');
  });
});
