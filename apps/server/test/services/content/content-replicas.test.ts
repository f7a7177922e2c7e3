import { getAbout, getBanners, publishContent, saveContentDraft, type AdminContentSlot, type SaveContentDraftRequest } from '@laurel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../helpers/apply-fixtures.ts';
import { createTwoReplicas, type TwoReplicas } from '../../helpers/replicas.ts';
import { buildWebApp } from '../../helpers/web-build.ts';
import { makeStaff } from '../admin/staff-fixtures.ts';

/*
 * A publish in the console is live on every replica at once (issue 28: "the server-rendered pages
 * and the SPA show a published change at once"): replica B has cached the public answers the web
 * app calls and the server-rendered pages, in both languages; a publish on replica A drops them
 * through Redis. Needs TEST_REDIS_URL (or a local Redis), like the other replica tests.
 */
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

let t: TwoReplicas;
let editor: string;
beforeAll(async () => {
  t = await createTwoReplicas(redisUrl, { config: { webDist: buildWebApp(), siteName: 'Laurel Test Award' } });
  editor = (await makeStaff(t, 'content')).token;
}, 180_000);
afterAll(() => t?.close());

const onB = (url: string, language: string) => t.b.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

async function draftAndPublish(body: Partial<SaveContentDraftRequest> & Pick<SaveContentDraftRequest, 'slot' | 'language'>) {
  const saved = await call(t, saveContentDraft, { token: editor, body: { id: null, title: '', body: '', imageUrl: null, linkUrl: null, startsAt: null, endsAt: null, ...body } });
  expect(saved.status).toBe(200);
  const id = (saved.data as AdminContentSlot)[body.language].at(-1)!.id;
  return () => call(t, publishContent, { token: editor, body: { id } });
}

describe('publishing on two replicas', () => {
  it('drops the cached about page, its call and the home banners on the other replica, in both languages', async () => {
    // B renders and keeps the pages and answers while nothing is published.
    for (const language of ['en', 'zh-CN']) {
      expect((await onB('/about', language)).body).not.toContain('Written in the console');
      expect((await onB(`/api${getAbout.path}`, language)).json().data).toBeNull();
      expect((await onB(`/api${getBanners.path}?position=home`, language)).json().data).toEqual([]);
    }
    const publishEn = await draftAndPublish({ slot: 'about:about', language: 'en', title: 'Written in the console', body: '<p>English about text.</p>' });
    const publishZh = await draftAndPublish({ slot: 'about:about', language: 'zh-CN', title: '在控制台中撰写', body: '<p>中文关于页面。</p>' });
    const publishBanner = await draftAndPublish({ slot: 'banner:home', language: 'en', title: 'Entries are open', body: 'Until March' });
    // Drafts leak nowhere: B still answers from its copies, which say nothing of them.
    expect((await onB('/about', 'en')).body).not.toContain('Written in the console');

    for (const publish of [publishEn, publishZh, publishBanner]) expect((await publish()).status).toBe(200);

    const en = await onB('/about', 'en');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Written in the console');
    expect(en.body).toContain('English about text.');
    const zh = await onB('/about', 'zh-CN');
    expect(zh.body).toContain('在控制台中撰写');
    expect((await onB(`/api${getAbout.path}`, 'zh-CN')).json().data).toMatchObject({ title: '在控制台中撰写' });
    expect((await onB(`/api${getBanners.path}?position=home`, 'en')).json().data).toMatchObject([{ title: 'Entries are open', text: 'Until March' }]);
    const home = await onB('/', 'en');
    expect(home.body).toContain('Entries are open');
  });
});
