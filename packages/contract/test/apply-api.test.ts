import { describe, expect, it } from 'vitest';
import {
  checkOrderStatus,
  createEntry,
  CUSTOM_TEXT_MAX,
  DEFAULT_ENTRY_FORM,
  editEntry,
  editEntryImages,
  getEntryFee,
  getEntryInfo,
  orderMoreTrophies,
  payAdditionalTrophyFee,
  payEntryFee,
  type EntryDetail,
} from '../src/index.ts';
import { INVALID_FORMAT, INVALID_TYPE, REQUIRED, fieldErrors } from './helpers.ts';

describe('apply calls', () => {
  it("refuses a custom value with the message of the kind of value it is, never zod's 'Invalid input'", () => {
    const errors = (value: unknown) => fieldErrors(editEntry.body!, { apply_order_id: 1, customFields: { material: value } });
    expect(errors('Birch\u0000')['customFields.material']).toEqual([INVALID_FORMAT]);
    expect(errors('x'.repeat(CUSTOM_TEXT_MAX + 1))['customFields.material']).toEqual([`Must be at most ${CUSTOM_TEXT_MAX} characters`]);
    expect(errors(2_000_000_000)['customFields.material']).toEqual([INVALID_TYPE]);
    expect(errors(1.5)['customFields.material']).toEqual([INVALID_TYPE]);
    expect(errors(true)['customFields.material']).toEqual([INVALID_TYPE]);
    expect(errors(null)).toEqual({});
    expect(errors('Birch')).toEqual({});
  });

  it('a draft needs only its category', () => {
    expect(fieldErrors(createEntry.body, {})).toEqual({ categoryId: [REQUIRED] });
    expect(createEntry.body.parse({ categoryId: 4 })).toEqual({ categoryId: 4 });
  });

  it('checks entry fields with the generic messages', () => {
    const errors = fieldErrors(createEntry.body, {
      categoryId: 4,
      title: 'x'.repeat(201),
      videoUrl: 'ftp://example.com/film',
      imageFileIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      draftStep: 4,
    });
    expect(errors).toEqual({
      title: ['Must be at most 200 characters'],
      videoUrl: [INVALID_FORMAT],
      imageFileIds: [INVALID_TYPE],
      draftStep: [INVALID_TYPE],
    });
  });

  it('edit saves without submitting unless asked, and may clear the video', () => {
    expect(editEntry.body.parse({ apply_order_id: 9, videoUrl: null })).toEqual({
      apply_order_id: 9,
      videoUrl: null,
      submit: false,
    });
    expect(editEntry.body.parse({ apply_order_id: 9, submit: true }).submit).toBe(true);
    expect(fieldErrors(editEntry.body, { apply_order_id: 9, submit: 'yes' })).toEqual({
      submit: [INVALID_TYPE],
    });
    expect(fieldErrors(editEntry.body, { title: 'No id' })).toHaveProperty('apply_order_id');
  });

  it('editImage needs at least one image and no repeats', () => {
    expect(fieldErrors(editEntryImages.body, { apply_order_id: 9, imageFileIds: [] })).toEqual({
      imageFileIds: [REQUIRED],
    });
    expect(fieldErrors(editEntryImages.body, { apply_order_id: 9, imageFileIds: [3, 3] })).toEqual({
      imageFileIds: [INVALID_TYPE],
    });
  });

  it('orderMoreTrophies needs a quantity of 1–20 and a full address', () => {
    const address = {
      recipient: 'Ada Lovelace',
      line1: '1 Market St',
      city: 'Berlin',
      country: 'de',
      areaCode: '+49',
      phone: '30 1234567',
    };
    const ok = orderMoreTrophies.body.parse({ apply_order_id: 9, quantity: 2, address });
    expect(ok.address.country).toBe('DE');
    const errors = fieldErrors(orderMoreTrophies.body, {
      apply_order_id: 9,
      quantity: 21,
      address: { ...address, city: '', phone: 'call me' },
    });
    expect(errors).toEqual({
      quantity: [INVALID_TYPE],
      'address.city': [REQUIRED],
      'address.phone': [INVALID_FORMAT],
    });
  });

  it('payments name a known provider; trophy payments name the trophy order', () => {
    expect(payEntryFee.body.parse({ apply_order_id: '9', provider: 'wxpay' })).toEqual({
      apply_order_id: 9,
      provider: 'wxpay',
    });
    expect(fieldErrors(payEntryFee.body, { apply_order_id: 9, provider: 'paypal' })).toEqual({
      provider: [INVALID_TYPE],
    });
    expect(
      fieldErrors(payAdditionalTrophyFee.body, { apply_order_id: 9, provider: 'antom' }),
    ).toEqual({ trophyOrderId: [REQUIRED] });
  });

  it('an entry-fee quote names its tier and breaks the amount down in whole cents', () => {
    const quote = {
      applyOrderId: 9,
      tier: 'earlyBird',
      tierEndsAt: '2027-03-01T00:00:00.000Z',
      categoryFeeCents: 29_900,
      discountPercent: 20,
      discountCents: 5_980,
      amountCents: 23_920,
      currency: 'USD',
      invitationCode: 'EARLYBIRD',
      invitationCodeProblem: null,
      status: 'unpaid',
    };
    expect(getEntryFee.response.parse(quote)).toEqual(quote);
    expect(getEntryFee.response.safeParse({ ...quote, tier: 'standard' }).success).toBe(false);
    expect(getEntryFee.response.safeParse({ ...quote, discountCents: 59.8 }).success).toBe(false);
    expect(
      getEntryFee.response.safeParse({ ...quote, invitationCodeProblem: 'stolen' }).success,
    ).toBe(false);
  });

  it('checkOrderStatus needs the order number', () => {
    expect(fieldErrors(checkOrderStatus.query, {})).toEqual({ order_no: [REQUIRED] });
  });

  it('info answers the whole entry; money is whole cents', () => {
    const entry: EntryDetail = {
      id: 9,
      entryFeeStatus: 'paid',
      winnerPackageFeeStatus: 'unpaid',
      additionalTrophyFeeStatus: 'unpaid',
      seasonYear: 2026,
      category: { id: 4, name: 'Furniture', groupName: 'Product Design' },
      title: 'Fold chair',
      coverUrl: '/files/1/thumb.webp',
      status: 'awarded',
      draftStep: 3,
      award: { id: 2, name: 'Gold', rank: 2 },
      isShow: true,
      entryFeeCents: 24_900,
      winnerPackageFeeCents: 119_900,
      trophyFeeCents: 34_900,
      documents: {
        entryFeeInvoice: true,
        winnerPackageFeeInvoice: false,
        additionalTrophyFeeInvoice: false,
        certificate: false,
      },
      submittedAt: '2026-03-01T10:00:00.000Z',
      createdAt: '2026-02-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
      description: 'A chair that folds flat.',
      credits: 'Design: Ada Lovelace',
      videoUrl: null,
      images: [
        { fileId: 1, url: '/files/1', thumbUrl: '/files/1/thumb.webp', width: 1600, height: 1200, name: 'fold-chair.jpg' },
      ],
      pdf: null,
      invitationCode: null,
      form: DEFAULT_ENTRY_FORM,
      customFields: { material: 'Birch', units: 40 },
      winnerInfo: null,
      trophyOrders: [],
      creditNotes: [],
      canEdit: false,
      canEditImages: false,
      publicWinner: true,
      goesPublicAt: null,
    };
    expect(getEntryInfo.response.parse(entry)).toEqual(entry);
    expect(getEntryInfo.response.safeParse({ ...entry, entryFeeCents: 249.0001 }).success).toBe(
      false,
    );
    expect(getEntryInfo.response.safeParse({ ...entry, entryFeeStatus: 'overdue' }).success).toBe(
      false,
    );
    expect(getEntryInfo.response.safeParse({ ...entry, status: 'approved' }).success).toBe(false);
  });
});
