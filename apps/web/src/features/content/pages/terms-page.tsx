import { TextPage } from '../components/text-page.tsx';

/** The terms (GET /index/privacyPolicyAndFaqs?type=terms). */
export default function TermsPage() {
  return <TextPage type="terms" titleKey="title.terms" leadKey="content.termsLead" metaKey="meta.terms" />;
}
