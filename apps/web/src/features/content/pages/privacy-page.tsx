import { TextPage } from '../components/text-page.tsx';

/** The privacy policy (GET /index/privacyPolicyAndFaqs?type=privacy). */
export default function PrivacyPage() {
  return <TextPage type="privacy" titleKey="title.privacy" leadKey="content.privacyLead" metaKey="meta.privacy" />;
}
