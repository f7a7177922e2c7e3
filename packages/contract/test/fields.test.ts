import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApplyOrderId,
  CountryCode,
  Email,
  Flag,
  HttpUrl,
  Id,
  IdArray,
  IdCsv,
  Name,
  OrderNo,
  Password,
  Position,
  QueryFlag,
  VerifyCode,
  intInRange,
  oneOf,
  optionalString,
  requiredString,
} from '../src/index.ts';
import { INVALID_FORMAT, INVALID_TYPE, REQUIRED, fieldErrors } from './helpers.ts';

/** The messages of one field, as the 422 map would carry them. */
const errorsOf = (schema: z.ZodType, value: unknown) =>
  fieldErrors(z.object({ f: schema }), value === undefined ? {} : { f: value }).f ?? [];

describe('generic field messages (docs/product.md#form-messages)', () => {
  it('Email trims and lowercases', () => {
    expect(Email.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('Email rejects a bad address, a missing one and a number', () => {
    expect(errorsOf(Email, 'not-an-email')).toEqual([INVALID_FORMAT]);
    expect(errorsOf(Email, undefined)).toEqual([REQUIRED]);
    expect(errorsOf(Email, '   ')).toContain(REQUIRED);
    expect(errorsOf(Email, 42)).toEqual([INVALID_TYPE]);
  });

  it('Password needs 8 to 64 characters', () => {
    expect(errorsOf(Password, 'short12')).toEqual(['Must be at least 8 characters']);
    expect(errorsOf(Password, 'x'.repeat(65))).toEqual(['Must be at most 64 characters']);
    expect(errorsOf(Password, 'x'.repeat(8))).toEqual([]);
    expect(errorsOf(Password, undefined)).toEqual([REQUIRED]);
  });

  it('VerifyCode is six digits', () => {
    expect(VerifyCode.parse(' 123456 ')).toBe('123456');
    expect(errorsOf(VerifyCode, '12345')).toEqual([INVALID_FORMAT]);
    expect(errorsOf(VerifyCode, '1234567')).toEqual([INVALID_FORMAT]);
    expect(errorsOf(VerifyCode, 'abcdef')).toEqual([INVALID_FORMAT]);
    expect(errorsOf(VerifyCode, undefined)).toEqual([REQUIRED]);
  });

  it('requiredString treats blanks as missing and counts characters', () => {
    expect(errorsOf(Name, '   ')).toEqual([REQUIRED]);
    expect(errorsOf(requiredString(5), 'abcdef')).toEqual(['Must be at most 5 characters']);
    expect(errorsOf(requiredString(10, 3), 'ab')).toEqual(['Must be at least 3 characters']);
    expect(errorsOf(optionalString(5), undefined)).toEqual([]);
    expect(errorsOf(optionalString(5), 12)).toEqual([INVALID_TYPE]);
  });

  it('ids: apply_order_id from a query string, order_no required', () => {
    expect(ApplyOrderId.parse('12')).toBe(12);
    expect(errorsOf(ApplyOrderId, 'abc')).toEqual([INVALID_TYPE]);
    expect(errorsOf(ApplyOrderId, '0')).toEqual([INVALID_TYPE]);
    expect(errorsOf(OrderNo, '')).toEqual([REQUIRED]);
  });
});

describe('call field helpers', () => {
  it('Id: required, positive integer, no text', () => {
    expect(errorsOf(Id, undefined)).toEqual([REQUIRED]);
    expect(errorsOf(Id, '3')).toEqual([INVALID_TYPE]);
    expect(errorsOf(Id, 0)).toEqual([INVALID_TYPE]);
    expect(errorsOf(Id, 2.5)).toEqual([INVALID_TYPE]);
    expect(Id.parse(3)).toBe(3);
  });

  it('intInRange keeps to its bounds', () => {
    const score = intInRange(1, 10);
    expect(errorsOf(score, 0)).toEqual([INVALID_TYPE]);
    expect(errorsOf(score, 11)).toEqual([INVALID_TYPE]);
    expect(errorsOf(score, undefined)).toEqual([REQUIRED]);
    expect(score.parse(10)).toBe(10);
  });

  it('Flag is a JSON boolean; QueryFlag reads true/false text', () => {
    expect(errorsOf(Flag, 'true')).toEqual([INVALID_TYPE]);
    expect(errorsOf(Flag, undefined)).toEqual([REQUIRED]);
    expect(QueryFlag.parse('true')).toBe(true);
    expect(QueryFlag.parse('false')).toBe(false);
    expect(QueryFlag.parse('0')).toBe(false);
    expect(errorsOf(QueryFlag, 'maybe')).toEqual([INVALID_TYPE]);
  });

  it('oneOf: required when missing, invalid type otherwise', () => {
    const kind = oneOf(['faq', 'privacy']);
    expect(errorsOf(kind, undefined)).toEqual([REQUIRED]);
    expect(errorsOf(kind, 'terms-of-use')).toEqual([INVALID_TYPE]);
    expect(kind.parse('faq')).toBe('faq');
  });

  it('Position is a slot key', () => {
    expect(Position.parse(' home ')).toBe('home');
    expect(errorsOf(Position, 'home page')).toEqual([INVALID_FORMAT]);
    expect(errorsOf(Position, '')).toEqual([REQUIRED]);
  });

  it('HttpUrl takes http(s) links only', () => {
    expect(HttpUrl.parse(' https://vimeo.com/1 ')).toBe('https://vimeo.com/1');
    expect(errorsOf(HttpUrl, 'javascript:alert(1)')).toEqual([INVALID_FORMAT]);
    expect(errorsOf(HttpUrl, 'vimeo.com/1')).toEqual([INVALID_FORMAT]);
  });

  it('CountryCode is ISO alpha-2, upper-cased', () => {
    expect(CountryCode.parse('de')).toBe('DE');
    expect(errorsOf(CountryCode, 'DEU')).toEqual([INVALID_FORMAT]);
  });

  it('IdArray rejects duplicates, too many and an empty list', () => {
    const ids = IdArray(3);
    expect(ids.parse([3, 1])).toEqual([3, 1]);
    expect(errorsOf(ids, [1, 1])).toEqual([INVALID_TYPE]);
    expect(errorsOf(ids, [1, 2, 3, 4])).toEqual([INVALID_TYPE]);
    expect(errorsOf(ids, [])).toEqual([REQUIRED]);
    expect(IdArray(3, 0).parse([])).toEqual([]);
  });

  it('IdCsv parses 1,2,3 into distinct numbers', () => {
    const ids = IdCsv(3);
    expect(ids.parse('4,2,4')).toEqual([4, 2]);
    expect(errorsOf(ids, '1,a')).toEqual([INVALID_FORMAT]);
    expect(errorsOf(ids, '1,2,3,4')).toEqual([INVALID_TYPE]);
    expect(errorsOf(ids, undefined)).toEqual([REQUIRED]);
  });
});

describe('blank values report only "required"', () => {
  it.each([
    ['Position', Position],
    ['CountryCode', CountryCode],
    ['IdCsv', IdCsv(3)],
  ])('%s', (_name, schema) => {
    expect(errorsOf(schema, ' ')).toEqual([REQUIRED]);
  });
});
