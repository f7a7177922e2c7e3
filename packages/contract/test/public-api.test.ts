import { describe, expect, it } from 'vitest';
import {
  getBanners,
  getCategories,
  getInvitationCode,
  getPrivacyPolicyAndFaqs,
  listWinners,
  submitContact,
} from '../src/index.ts';
import { INVALID_FORMAT, INVALID_TYPE, REQUIRED, fieldErrors } from './helpers.ts';

describe('public calls', () => {
  it('banner needs a position', () => {
    expect(fieldErrors(getBanners.query, {})).toEqual({ position: [REQUIRED] });
    expect(fieldErrors(getBanners.query, { position: 'home page' })).toEqual({
      position: [INVALID_FORMAT],
    });
    expect(getBanners.query.parse({ position: 'home' })).toEqual({ position: 'home' });
  });

  it('privacyPolicyAndFaqs takes a known type', () => {
    expect(getPrivacyPolicyAndFaqs.query.parse({ type: 'faq' })).toEqual({ type: 'faq' });
    expect(fieldErrors(getPrivacyPolicyAndFaqs.query, { type: 'cookies' })).toEqual({
      type: [INVALID_TYPE],
    });
    expect(fieldErrors(getPrivacyPolicyAndFaqs.query, {})).toEqual({ type: [REQUIRED] });
  });

  it('winnerList pages by default and reads its filters from the query string', () => {
    expect(listWinners.query.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(listWinners.query.parse({ year: '2026', categoryId: '3', page: '2' })).toMatchObject({
      year: 2026,
      categoryId: 3,
      page: 2,
    });
    expect(fieldErrors(listWinners.query, { year: 'last' })).toEqual({ year: [INVALID_TYPE] });
  });

  it('getInvitationCode needs the code', () => {
    expect(fieldErrors(getInvitationCode.query, {})).toEqual({ code: [REQUIRED] });
    expect(fieldErrors(getInvitationCode.query, { code: 'x'.repeat(33) })).toEqual({
      code: ['Must be at most 32 characters'],
    });
  });

  it('submitContact requires every field and cleans the address', () => {
    expect(fieldErrors(submitContact.body, {})).toEqual({
      name: [REQUIRED],
      email: [REQUIRED],
      subject: [REQUIRED],
      message: [REQUIRED],
    });
    const ok = submitContact.body.parse({
      name: ' Ada ',
      email: 'Ada@Example.com',
      subject: 'Entry question',
      message: 'Can I enter twice?',
    });
    expect(ok).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Entry question',
      message: 'Can I enter twice?',
    });
    expect(
      fieldErrors(submitContact.body, { ...ok, email: 'ada', message: 'x'.repeat(5001) }),
    ).toEqual({ email: [INVALID_FORMAT], message: ['Must be at most 5000 characters'] });
  });

  it('category answers a tree with fees in cents', () => {
    const leaf = {
      id: 2,
      parentId: 1,
      name: 'Furniture',
      description: '',
      coverUrl: null,
      entryFeeCents: 24_900,
      feeTiers: [
        { tier: 'earlyBird', feeCents: 19_900, startsAt: null, endsAt: '2027-03-01T00:00:00.000Z' },
        { tier: 'regular', feeCents: 24_900, startsAt: '2027-03-01T00:00:00.000Z', endsAt: null },
      ],
      sort: 1,
      children: [],
    };
    const tree = [
      { ...leaf, id: 1, parentId: null, entryFeeCents: 0, feeTiers: [], children: [leaf] },
    ];
    expect(getCategories.response.parse(tree)).toEqual(tree);
    const badLeaf = { ...leaf, entryFeeCents: 249.5 };
    expect(getCategories.response.safeParse([{ ...tree[0], children: [badLeaf] }]).success).toBe(
      false,
    );
    const badTier = { ...leaf, feeTiers: [{ ...leaf.feeTiers[0], tier: 'superEarly' }] };
    expect(getCategories.response.safeParse([{ ...tree[0], children: [badTier] }]).success).toBe(
      false,
    );
    const { children: _omit, ...noChildren } = leaf;
    expect(getCategories.response.safeParse([noChildren]).success).toBe(false);
  });
});
