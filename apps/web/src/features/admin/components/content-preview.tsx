import type { ContentBlock, ContentKind, LanguageCode } from '@laurel/contract';
import { BannerCarousel } from '../../../components/banner-carousel/banner-carousel.tsx';
import { ContentBlocks } from '../../../components/content-blocks.tsx';
import type { BlockFields } from './content-block-editor.tsx';

export interface PreviewBlock {
  id: number;
  sort: number;
  fields: BlockFields;
}

/**
 * A slot's blocks as the public page lays them out, through the public pages' own components
 * (components/banner-carousel, components/content-blocks): the banners' carousel, a text page's
 * titled sections, the rules' and FAQ's smaller headings.
 */
export function ContentPreview({ kind, language, blocks }: { kind: ContentKind; language: LanguageCode; blocks: PreviewBlock[] }) {
  const lang = language === 'zh-CN' ? 'zh-CN' : 'en';
  if (kind === 'banner') {
    return (
      <div lang={lang} className="content-preview content-preview--banner">
        <BannerCarousel
          banners={blocks.map((b) => ({ id: b.id, position: 'home', title: b.fields.title, text: b.fields.body, imageUrl: b.fields.imageUrl, linkUrl: b.fields.linkUrl, sort: b.sort }))}
        />
      </div>
    );
  }
  const asBlocks: ContentBlock[] = blocks.map((b) => ({
    id: b.id,
    kind,
    position: '',
    title: b.fields.title,
    body: b.fields.body,
    imageUrl: b.fields.imageUrl,
    linkUrl: b.fields.linkUrl,
    sort: b.sort,
    updatedAt: new Date().toISOString(),
  }));
  return (
    <div lang={lang} className="content-preview container content-page">
      <ContentBlocks blocks={asBlocks} headingLevel={kind === 'rules' || kind === 'faq' ? 3 : 2} />
    </div>
  );
}
