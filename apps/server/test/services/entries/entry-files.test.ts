import { createEntry, editEntry, getEntryInfo } from '@laurel/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../../src/db/schema.ts';
import { call, makeEntrant, onCompetitionApp, type Competition, snapshot, uploadImage, uploadPdf } from '../../helpers/apply-fixtures.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { makeImage } from '../../helpers/images.ts';
import { imagePart, kindPart, makePdf, upload } from '../../helpers/uploads.ts';

let t: TestApp;
let comp: Competition;
onCompetitionApp((app, competition) => ((t = app), (comp = competition)));

const rows = (ids: number[]) => t.ctx.db.select({ id: files.id, entryId: files.entryId, sort: files.sort }).from(files).where(inArray(files.id, ids)).orderBy(files.id);
const signed = (id: number, size: string) => new RegExp(`^/files/${id}/${size}\\?exp=\\d+&sig=[\\w-]+$`);

describe('images and the PDF an entry names', () => {
  it('attaches images in the order given (first is the cover) with signed addresses', async () => {
    const me = await makeEntrant(t);
    const [a, b, c] = [await uploadImage(t, me.id), await uploadImage(t, me.id, { width: 40, height: 80 }), await uploadImage(t, me.id)];
    const res = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, imageFileIds: [b!, a!, c!] } });
    expect(res.data.images.map((i: { fileId: number }) => i.fileId)).toEqual([b, a, c]);
    expect(res.data.images[0]).toMatchObject({ width: 40, height: 80 });
    expect(res.data.images[0].url).toMatch(signed(b!, 'large'));
    expect(res.data.images[0].thumbUrl).toMatch(signed(b!, 'thumb'));
    expect(res.data.coverUrl).toMatch(signed(b!, 'medium'));
    expect(await rows([a!, b!, c!])).toEqual([
      { id: a, entryId: res.data.id, sort: 1 },
      { id: b, entryId: res.data.id, sort: 0 },
      { id: c, entryId: res.data.id, sort: 2 },
    ]);
    // Signed for this file (the file route checks the same signature: storage/signed-url.ts).
    const q = new URLSearchParams(res.data.images[0].url.split('?')[1]);
    expect(t.ctx.files.verify(b!, q.get('exp') ?? undefined, q.get('sig') ?? undefined)).toBe(true);
  });

  it('reorders, and detaches the images taken off so the cleanup can remove them', async () => {
    const me = await makeEntrant(t);
    const [a, b, c] = [await uploadImage(t, me.id), await uploadImage(t, me.id), await uploadImage(t, me.id)];
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, imageFileIds: [a, b] } });
    const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, imageFileIds: [c, a] } });
    expect(res.data.images.map((i: { fileId: number }) => i.fileId)).toEqual([c, a]);
    expect(await rows([a!, b!, c!])).toEqual([
      { id: a, entryId: data.id, sort: 1 },
      { id: b, entryId: null, sort: 0 },
      { id: c, entryId: data.id, sort: 0 },
    ]);
    const none = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, imageFileIds: [] } });
    expect(none.data.images).toEqual([]);
    expect(none.data.coverUrl).toBeNull();
  });

  it('refuses another entrant’s upload, a PDF as an image and an image attached elsewhere, with 422 and no change', async () => {
    const me = await makeEntrant(t);
    const other = await makeEntrant(t);
    const theirs = await uploadImage(t, other.id);
    const mine = await uploadImage(t, me.id);
    const pdf = await uploadPdf(t, me.id);
    const first = (await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, imageFileIds: [mine] } })).data;
    const second = (await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, title: 'Second' } })).data;
    const before = await snapshot(t);
    for (const ids of [[theirs], [pdf], [mine], [999_999]]) {
      const res = await call(t, editEntry, { token: me.token, body: { apply_order_id: second.id, title: 'Changed', imageFileIds: ids } });
      expect(res.status).toBe(422);
      expect(res.msg).toEqual({ imageFileIds: ['Each image must be one of your own uploaded images that no other entry uses.'] });
    }
    const created = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, imageFileIds: [theirs] } });
    expect(created.status).toBe(422);
    expect(await snapshot(t)).toEqual(before);
    expect((await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: first.id } })).data.images).toHaveLength(1);
  });

  it('refuses more images than the limit and duplicates, by the contract', async () => {
    const me = await makeEntrant(t);
    const ids = Array.from({ length: 11 }, (_, i) => i + 1);
    const res = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, imageFileIds: ids } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.msg)).toEqual(['imageFileIds']);
    expect((await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, imageFileIds: [5, 5] } })).status).toBe(422);
  });

  it('attaches, replaces and removes the PDF, detaching the one it replaces', async () => {
    const me = await makeEntrant(t);
    const [p1, p2] = [await uploadPdf(t, me.id), await uploadPdf(t, me.id)];
    const img = await uploadImage(t, me.id);
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, pdfFileId: p1 } });
    expect(data.pdf).toMatchObject({ fileId: p1 });
    expect(data.pdf.url).toMatch(signed(p1!, 'original'));
    const replaced = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, pdfFileId: p2 } });
    expect(replaced.data.pdf.fileId).toBe(p2);
    expect(await rows([p1!, p2!])).toEqual([
      { id: p1, entryId: null, sort: 0 },
      { id: p2, entryId: data.id, sort: 0 },
    ]);
    const asPdf = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, pdfFileId: img } });
    expect(asPdf.status).toBe(422);
    expect(asPdf.msg).toEqual({ pdfFileId: ['The PDF must be one of your own uploaded PDFs that no other entry uses.'] });
    const removed = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, pdfFileId: null } });
    expect(removed.data.pdf).toBeNull();
    expect((await t.ctx.db.select({ entryId: files.entryId }).from(files).where(eq(files.id, p2!)))[0]!.entryId).toBeNull();
  });

  it('gives one upload to only one of two entries saved at once', async () => {
    const me = await makeEntrant(t);
    const img = await uploadImage(t, me.id);
    const [e1, e2] = [
      (await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture } })).data,
      (await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture } })).data,
    ];
    const res = await Promise.all([e1, e2].map((e) => call(t, editEntry, { token: me.token, body: { apply_order_id: e.id, imageFileIds: [img] } })));
    expect(res.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it('gives the owner back the names the files were uploaded as, so a resumed draft shows them', async () => {
    const me = await makeEntrant(t);
    const sent = async (kind: string, data: Buffer, name: string) =>
      (await upload(t, me.token, [kindPart(kind), imagePart(data, name)])).body.data.fileId as number;
    const cover = await sent('image', await makeImage(64, 48), 'Chair – front.jpg');
    const side = await sent('image', await makeImage(64, 48), 'C:\\shots\\side.png');
    const pdf = await sent('pdf', makePdf(), 'specs.pdf');
    const { data } = await call(t, createEntry, { token: me.token, body: { categoryId: comp.cats.furniture, imageFileIds: [side, cover], pdfFileId: pdf } });
    const info = (await call(t, getEntryInfo, { token: me.token, query: { apply_order_id: data.id } })).data;
    expect(info.images.map((i: { name: string }) => i.name)).toEqual(['side.png', 'Chair – front.jpg']);
    expect(info.pdf).toMatchObject({ fileId: pdf, name: 'specs.pdf' });
    // A file stored without a name (before names were kept) answers an empty one.
    const old = await uploadImage(t, me.id);
    const edited = await call(t, editEntry, { token: me.token, body: { apply_order_id: data.id, imageFileIds: [old] } });
    expect(edited.data.images).toEqual([expect.objectContaining({ fileId: old, name: '' })]);
  });
});
