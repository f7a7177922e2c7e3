import { createEntry, editEntry, editEntryImages } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeEntrant, seedCompetition, snapshot, uploadImage } from '../../helpers/apply-fixtures.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

// An organiser may allow fewer images than the contract's ten (ENTRY_IMAGES_MAX in the config).
let t: TestApp;
let comp: Awaited<ReturnType<typeof seedCompetition>>;
beforeAll(async () => {
  t = await createTestApp({ env: { ENTRY_IMAGES_MAX: '2' } });
  comp = await seedCompetition(t);
});
afterAll(() => t.close());

describe('the configured image limit per entry', () => {
  it('refuses a third image on create and edit with 422, changing nothing', async () => {
    const me = await makeEntrant(t);
    const ids = [await uploadImage(t, me.id), await uploadImage(t, me.id), await uploadImage(t, me.id)];
    const created = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, imageFileIds: ids } });
    expect(created.status).toBe(422);
    expect(created.msg).toEqual({ imageFileIds: ['An entry may have at most 2 images.'] });

    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, imageFileIds: ids.slice(0, 2) } });
    expect(data.images).toHaveLength(2);
    const before = await snapshot(t);
    const edited = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, imageFileIds: ids } });
    expect(edited.status).toBe(422);
    expect(edited.msg).toEqual({ imageFileIds: ['An entry may have at most 2 images.'] });
    const images = await call(t, editEntryImages, { token: me.token, body: { apply_order_id: data.id, imageFileIds: ids } });
    expect(images.status).toBe(422);
    expect(await snapshot(t)).toEqual(before);
  });
});
