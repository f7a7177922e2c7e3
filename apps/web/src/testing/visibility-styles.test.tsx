import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Form, Input } from 'antd';

const VISIBILITY = /^(display|visibility|opacity|pointer-events)$/;

/** Every style rule left in the document, with the properties it declares. */
function documentRules(): { selector: string; properties: string[] }[] {
  const rules: { selector: string; properties: string[] }[] = [];
  const walk = (list: CSSRuleList) => {
    for (const rule of Array.from(list)) {
      if ('selectorText' in rule) {
        const { selectorText, style } = rule as CSSStyleRule;
        rules.push({
          selector: selectorText,
          properties: Array.from({ length: style.length }, (_, i) => style[i]!),
        });
      } else if ('cssRules' in rule) {
        walk((rule as CSSGroupingRule).cssRules);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
  return rules;
}

function TwoFields() {
  return (
    <Form layout="vertical">
      {/* antd hides this item with its `ant-form-item-hidden` class alone (display: none). */}
      <Form.Item hidden label="Internal note" name="note">
        <Input />
      </Form.Item>
      <Form.Item label="Title" name="title">
        <Input />
      </Form.Item>
    </Form>
  );
}

describe('the test harness getComputedStyle (visibility-styles.ts)', () => {
  it('leaves jsdom only the style rules that decide visibility, so each call stays cheap', () => {
    render(<TwoFields />);
    // A sheet of its own: other test files in the same worker may have pruned antd's already.
    const own = document.createElement('style');
    own.textContent = '.probe-hidden { display: none; color: red; } .probe-spacing { margin: 4px; padding: 2px; }';
    document.head.append(own);
    const before = documentRules();
    expect(before.map((r) => r.selector)).toEqual(expect.arrayContaining(['.probe-hidden', '.probe-spacing']));

    getComputedStyle(screen.getByRole('textbox', { name: 'Title' }));

    const after = documentRules();
    expect(after.length).toBeLessThan(before.length);
    expect(after.map((r) => r.selector)).not.toContain('.probe-spacing');
    expect(after.map((r) => r.selector)).toContain('.probe-hidden');
    expect(after.filter((rule) => !rule.properties.some((p) => VISIBILITY.test(p)))).toEqual([]);
    own.remove();
  });

  it('still hides from role queries what an antd class hides', () => {
    render(<TwoFields />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Internal note' })).not.toBeInTheDocument();
    const hidden = screen.getByRole('textbox', { name: 'Internal note', hidden: true });
    expect(hidden).not.toBeVisible();
    expect(getComputedStyle(hidden.closest('.ant-form-item')!).display).toBe('none');
  });
});
