import { useTranslation } from 'react-i18next';
import type { ContentTextType } from '@laurel/contract';
import { PageIntro } from '../../../components/page-intro.tsx';
import { useFormatDate } from '../../../lib/format-date.ts';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { useContentText } from '../api/get-content-text.ts';
import { ContentBlocks } from '../../../components/content-blocks.tsx';
import { QueryContent } from './query-content.tsx';
import './content.css';

interface TextPageProps {
  type: ContentTextType;
  titleKey: string;
  /** Keys in `site`. */
  leadKey: string;
  metaKey: string;
}

/** A legal text (privacy, terms, refund policy): its blocks with the date of the last change. */
export function TextPage({ type, titleKey, leadKey, metaKey }: TextPageProps) {
  const { t } = useTranslation('site');
  const formatDate = useFormatDate();
  useMetaDescription(t(metaKey));
  const query = useContentText(type);
  const updated = query.data?.reduce<string | null>(
    (latest, b) => (latest === null || b.updatedAt > latest ? b.updatedAt : latest),
    null,
  );
  return (
    <>
      <PageIntro titleKey={titleKey} description={t(leadKey)}>
        {updated ? (
          <p className="page-intro__note">{t('content.updated', { date: formatDate(updated) })}</p>
        ) : null}
      </PageIntro>
      <div className="container content-page">
        <QueryContent query={query} isEmpty={(blocks) => blocks.length === 0} empty={t('content.emptyText')}>
          {(blocks) => <ContentBlocks blocks={blocks} />}
        </QueryContent>
      </div>
    </>
  );
}
