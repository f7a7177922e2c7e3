import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { calls, LANGUAGE_COOKIE, type ContentBlock, type FaqItem } from '@laurel/contract';
import { NAMESPACES } from '../i18n/index.ts';
import { zhTexts } from '../i18n/zh-cn.ts';
import { toast } from '../lib/feedback.ts';
import { setNavigator } from '../lib/request/index.ts';
import { sendOk, type TestRequest } from '../testing/api-server.ts';
import { setupPageTestServer } from '../testing/page-test-server.ts';
import { juryMember } from '../testing/public-data.ts';
import { renderApp } from './test-app.tsx';

/*
 * The organisers' content in the visitor's language: the server answers by Accept-Language
 * (docs/decisions/010-bilingual-content.md), and the pages ask again when the language changes.
 */
const server = setupPageTestServer();
const chinese = (req: TestRequest) => /^zh/i.test(String(req.headers['accept-language'] ?? ''));

const faq = (zh: boolean): FaqItem[] =>
  zh
    ? [{ id: 11, question: '同一件作品可以报名两个类别吗？', answer: '<p>可以，每个类别分别缴费。</p>', sort: 1 }]
    : [{ id: 1, question: 'Can I enter the same work twice?', answer: '<p>Yes, one fee per category.</p>', sort: 1 }];

const about = (zh: boolean): ContentBlock => ({
  id: zh ? 12 : 2,
  kind: 'about',
  position: 'about',
  title: zh ? '关于 Laurel' : 'About Laurel',
  body: zh ? '<p>一个由设计师创办的独立设计奖项。</p>' : '<p>An independent award run by designers.</p>',
  imageUrl: null,
  linkUrl: null,
  sort: 1,
  updatedAt: '2027-02-03T10:00:00.000Z',
});

beforeEach(() => {
  for (const ns of NAMESPACES) i18n.addResourceBundle('zh-CN', ns, zhTexts[ns], true, true);
  server.route('/api/index/faqAndPrivacy', (req, res) => sendOk(res, calls.public.getFaqAndPrivacy.response.parse({ faq: faq(chinese(req)), privacy: [] })));
  server.route('/api/index/about', (req, res) => sendOk(res, calls.public.getAbout.response.parse(about(chinese(req)))));
  server.route('/api/index/jury', (req, res) =>
    sendOk(
      res,
      calls.public.getJury.response.parse([
        juryMember(1, { name: 'Anna Weber', company: 'UdK', country: 'DE', ...(chinese(req) ? { title: '评审团主席', bio: '工业设计师，产品设计教授。' } : { title: 'Jury chair', bio: 'Industrial designer.' }) }),
      ]),
    ),
  );
});

afterEach(async () => {
  toast.destroy();
  setNavigator(null);
  document.cookie = `${LANGUAGE_COOKIE}=; Max-Age=0; Path=/`;
  await i18n.changeLanguage('en');
});

describe('content in the visitor’s language', { timeout: 20_000 }, () => {
  it('asks for the FAQ again in Chinese when the visitor switches language, and shows only the Chinese one', async () => {
    renderApp('/faq');
    expect(await screen.findByRole('button', { name: 'Can I enter the same work twice?' })).toBeInTheDocument();

    await userEvent.click(screen.getAllByTestId('language-switch')[0]!);
    expect(await screen.findByRole('button', { name: '同一件作品可以报名两个类别吗？' })).toBeInTheDocument();
    expect(screen.queryByText('Can I enter the same work twice?')).not.toBeInTheDocument();
    const asked = server.received.filter((r) => r.url.pathname === '/api/index/faqAndPrivacy').map((r) => r.headers['accept-language']);
    expect(asked).toEqual(['en', 'zh-CN']);
  });

  it('shows the about text in Chinese to a Chinese visitor', async () => {
    await i18n.changeLanguage('zh-CN');
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: '关于 Laurel' })).toBeInTheDocument();
    expect(screen.getByText('一个由设计师创办的独立设计奖项。')).toBeInTheDocument();
  });

  it('shows a judge’s role and bio in Chinese, the name as written and the country by its Chinese name', async () => {
    await i18n.changeLanguage('zh-CN');
    renderApp('/jurymember?id=1');
    const name = await screen.findByRole('heading', { level: 1, name: 'Anna Weber' });
    const profile = name.closest('article') as HTMLElement;
    expect(within(profile).getByText('评审团主席 · UdK')).toBeInTheDocument();
    expect(within(profile).getByText('工业设计师，产品设计教授。')).toBeInTheDocument();
    expect(within(profile).getByText('德国')).toHaveClass('jury-member__country');
    // A name, not a flag emoji made of regional-indicator letters.
    expect(profile.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });
});
