import { describe, expect, it } from 'vitest';
import { publicBannerLink } from './banner-link.ts';

describe('publicBannerLink', () => {
  it('keeps links to public pages, with their query and fragment, and to other sites', () => {
    expect(publicBannerLink('/jury')).toBe('/jury');
    expect(publicBannerLink('/winner?year=2026#top')).toBe('/winner?year=2026#top');
    expect(publicBannerLink('/rules#rules-fees')).toBe('/rules#rules-fees');
    expect(publicBannerLink('https://example.com/press')).toBe('https://example.com/press');
  });

  it('drops links a visitor could only follow to the login page, account forms and unknown paths', () => {
    for (const url of ['/steps', '/account', '/preview?apply_order_id=3', '/juryreview', '/login', '/register', '/nowhere']) {
      expect(publicBannerLink(url), url).toBeNull();
    }
  });

  it('drops what is no link at all', () => {
    for (const url of [null, undefined, '', '  ', 'javascript:alert(1)', '//evil.example/jury', 'jury']) {
      expect(publicBannerLink(url), String(url)).toBeNull();
    }
  });
});
