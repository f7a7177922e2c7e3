import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { useMetaDescription } from '../../../lib/use-meta-description.ts';
import { useFaq } from '../api/get-faq.ts';
import { QueryContent } from '../components/query-content.tsx';
import '../components/content.css';

/** The FAQ as an accordion (antd Collapse: buttons with aria-expanded), then a way to ask more. */
export default function FaqPage() {
  const { t } = useTranslation('site');
  useMetaDescription(t('meta.faq'));
  const faq = useFaq();
  return (
    <>
      <PageIntro titleKey="title.faq" description={t('content.faqLead')} />
      <div className="container content-page faq">
        <QueryContent query={faq} isEmpty={(items) => items.length === 0} empty={t('content.faqEmpty')}>
          {(items) => (
            <Collapse
              ghost
              expandIconPlacement="end"
              items={items.map((item) => ({
                key: String(item.id),
                label: <h2 className="faq__question">{item.question}</h2>,
                children: <RichText html={item.answer} />,
              }))}
            />
          )}
        </QueryContent>
        <section className="faq__more" aria-labelledby="faq-more">
          <h2 id="faq-more">{t('content.moreQuestions')}</h2>
          <p>{t('content.moreQuestionsBody')}</p>
          <ButtonLink to="/contact" type="primary">
            {t('content.contactUs')}
          </ButtonLink>
        </section>
      </div>
    </>
  );
}
