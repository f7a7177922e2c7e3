import { TextPage } from '../components/text-page.tsx';

/** The refund policy (GET /index/privacyPolicyAndFaqs?type=refund). */
export default function RefundPolicyPage() {
  return <TextPage type="refund" titleKey="title.refundPolicy" leadKey="content.refundLead" metaKey="meta.refund" />;
}
