import { ReviewWorkspace } from '../components/review-workspace.tsx';

/** `/subjuryreview`: the sub-judge's queue of assigned entries, reviewed blind (docs/product.md#reviews). */
export default function SubJuryReviewPage() {
  return <ReviewWorkspace level="first" titleKey="title.subJuryReview" />;
}
