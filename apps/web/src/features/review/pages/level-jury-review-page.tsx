import { ReviewWorkspace } from '../components/review-workspace.tsx';

/**
 * `/levelJuryreview`: the second-level judge's queue, each entry with the first level's results
 * beside their own review (docs/product.md#jury-journey).
 */
export default function LevelJuryReviewPage() {
  return <ReviewWorkspace level="second" titleKey="title.levelJuryReview" />;
}
