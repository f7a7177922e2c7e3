import sharp from 'sharp';
import type { CategoryNode, EntryDetail, SubJudgeOnEntry, UploadedFile } from '@laurel/contract';
import { api, registerByApi, uniqueEmail } from './api.ts';
import { asAnotherClient, E2E_BASE_URL } from './env.ts';
import { apiLogin, DEMO } from './fixtures.ts';

/*
 * Entries at the jury for the review specs, made through the real calls: a new entrant (an
 * example.com address, so no conflict of interest with the demo jury's laurel.local) submits
 * them, the judge marks their entry fee paid (so they reach the jury, docs/product.md#reviews)
 * and assigns the demo sub-judge.
 */

const jpeg = (background: string, width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();

async function uploadImage(token: string, name: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('kind', 'image');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const res = await fetch(`${E2E_BASE_URL}/api/apply/upload`, {
    method: 'POST',
    headers: { token, ...asAnotherClient() },
    body: form,
  });
  const body = (await res.json()) as { code: number; msg: unknown; data: UploadedFile };
  if (body.code !== 200) throw new Error(`upload ${name}: ${JSON.stringify(body.msg)}`);
  return body.data.fileId;
}

export interface JuryEntries {
  entrantName: string;
  ids: number[];
  subJudgeId: number;
}

/** `titles.length` entries, submitted, paid and assigned to the demo sub-judge. */
export async function entriesAtJury(titles: string[], entrantName: string): Promise<JuryEntries> {
  const token = await registerByApi(uniqueEmail('review'), 'Review#2026x', entrantName);
  const judge = await apiLogin(DEMO.judge.email, DEMO.judge.password);
  const tree = await api<CategoryNode[]>('GET', '/index/category', { token });
  const category = tree.data.flatMap((group) =>
    group.children.length ? group.children : [group],
  )[0];
  if (!category) throw new Error('no category to enter');
  const colours = ['#24493d', '#b5651d', '#3c5a7a', '#7a3c3c'];
  const ids: number[] = [];
  for (const [i, title] of titles.entries()) {
    const images = [
      await uploadImage(token, `a${i}.jpg`, await jpeg(colours[i % colours.length]!)),
      await uploadImage(
        token,
        `b${i}.jpg`,
        await jpeg(colours[(i + 1) % colours.length]!, 900, 1200),
      ),
    ];
    const created = await api<EntryDetail>('POST', '/apply/entry', {
      token,
      body: {
        categoryId: category.id,
        title,
        description: `${title}: a description for the jury.`,
        credits: entrantName,
        imageFileIds: images,
      },
    });
    if (created.code !== 200) throw new Error(`create: ${JSON.stringify(created.msg)}`);
    const submitted = await api('POST', '/apply/edit', {
      token,
      body: { apply_order_id: created.data.id, submit: true },
    });
    if (submitted.code !== 200) throw new Error(`submit: ${JSON.stringify(submitted.msg)}`);
    const paid = await api('POST', '/judge/changeEntryFeeStatus', {
      token: judge,
      body: { apply_order_id: created.data.id, status: 'paid', note: 'Paid by bank transfer' },
    });
    if (paid.code !== 200) throw new Error(`fee: ${JSON.stringify(paid.msg)}`);
    ids.push(created.data.id);
  }
  const panel = await api<SubJudgeOnEntry[]>(
    'GET',
    `/judge/getSubJudges?apply_order_id=${ids[0]}`,
    { token: judge },
  );
  const subJudge = panel.data.find((s) => s.email === DEMO.subJudge.email);
  if (!subJudge) throw new Error('the demo sub-judge is not on the panel');
  for (const id of ids) {
    const assigned = await api('POST', '/judge/assignSubJudge', {
      token: judge,
      body: { apply_order_id: id, subJudgeIds: [subJudge.id] },
    });
    if (assigned.code !== 200) throw new Error(`assign ${id}: ${JSON.stringify(assigned.msg)}`);
  }
  return { entrantName, ids, subJudgeId: subJudge.id };
}
