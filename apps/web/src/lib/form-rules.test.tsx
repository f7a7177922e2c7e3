import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { FormRule } from 'antd';
import i18n from 'i18next';
import {
  CreateEntryRequest,
  ENTRY_TITLE_MAX,
  LoginRequest,
  OrderMoreTrophiesRequest,
  TROPHY_QUANTITY_MAX,
  UpdateProfileRequest,
} from '@laurel/contract';
import zhCommon from '../i18n/locales/zh-CN/common.json';
import { useFormRules } from './form-rules.ts';

const rulesOf = () => renderHook(() => useFormRules()).result.current;

/** What a field's rules say about `value`: undefined when accepted, else the first message. */
async function check(rules: FormRule[], value: unknown): Promise<string | undefined> {
  const [presence, schema] = rules as [{ required: boolean; message: string }, { validator: (r: unknown, v: unknown) => Promise<void> }];
  const blank = value === undefined || (typeof value === 'string' && !value.trim());
  if (blank) return presence.required ? presence.message : undefined;
  try {
    await schema.validator({}, value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('form rules from the contract', () => {
  it('require a field exactly when the call does, unless the form asks for more', () => {
    const rules = rulesOf();
    const required = (r: FormRule[]) => (r[0] as { required: boolean }).required;
    expect(required(rules.field(LoginRequest.shape.email))).toBe(true);
    expect(required(rules.field(UpdateProfileRequest.shape.company))).toBe(false);
    expect(required(rules.field(CreateEntryRequest.shape.title))).toBe(false);
    expect(required(rules.field(CreateEntryRequest.shape.title, { required: true }))).toBe(true);
  });

  it("refuse what the call's schema refuses, in its words", async () => {
    const rules = rulesOf();
    const title = rules.field(CreateEntryRequest.shape.title, { required: true });
    expect(await check(title, '   ')).toBe('This field is required');
    expect(await check(title, 'x'.repeat(ENTRY_TITLE_MAX))).toBeUndefined();
    expect(await check(title, 'x'.repeat(ENTRY_TITLE_MAX + 1))).toBe(`Must be at most ${ENTRY_TITLE_MAX} characters`);

    // The server's URL check, not a pattern of the form's own: this one has no white space but
    // is no URL.
    const video = rules.field(CreateEntryRequest.shape.videoUrl);
    expect(await check(video, '')).toBeUndefined();
    expect(await check(video, 'https://video.example/fold')).toBeUndefined();
    expect(await check(video, 'https://[oops')).toBe('Invalid format');
    expect(await check(video, 'ftp://video.example/fold')).toBe('Invalid format');

    const phone = rules.field(UpdateProfileRequest.shape.phone);
    expect(await check(phone, '+47 22 33')).toBe('Invalid format');
    expect(await check(phone, '22 33 44 55')).toBeUndefined();

    expect(await check(rules.field(LoginRequest.shape.email), 'ada@example')).toBe('Invalid format');
  });

  it('check a number field as a number: antd would test its presence as text and refuse every number', async () => {
    const rules = rulesOf();
    const quantity = rules.field(OrderMoreTrophiesRequest.shape.quantity);
    expect(quantity[0]).toMatchObject({ required: true, type: 'number' });
    expect(quantity[0]).not.toHaveProperty('whitespace');
    expect(rules.field(LoginRequest.shape.email)[0]).toMatchObject({ whitespace: true });
    expect(rules.field(LoginRequest.shape.email)[0]).not.toHaveProperty('type');
    expect(await check(quantity, 3)).toBeUndefined();
    expect(await check(quantity, TROPHY_QUANTITY_MAX + 1)).toBe('Invalid type');
  });

  it('say it in the language of the page', async () => {
    i18n.addResourceBundle('zh-CN', 'common', zhCommon);
    await i18n.changeLanguage('zh-CN');
    const rules = rulesOf();
    const title = rules.field(CreateEntryRequest.shape.title, { required: true });
    expect(await check(title, '')).toBe('此项为必填项');
    expect(await check(title, 'x'.repeat(ENTRY_TITLE_MAX + 1))).toBe(`最多 ${ENTRY_TITLE_MAX} 个字符`);
    expect(await check(rules.field(CreateEntryRequest.shape.videoUrl), 'https://[oops')).toBe('格式无效');
  });
});
