import type { ReactNode, Ref } from 'react';
import type { ReviewCriteria, ReviewLevel, ReviewSaved } from '@laurel/contract';
import type { ReviewItem } from '../api/review-list.ts';
import { roundClosed } from '../model/round.ts';
import { EntryMedia, type EntryMediaHandle } from '../../../components/review/entry-media.tsx';
import { EntryText } from '../../../components/review/entry-text.tsx';
import { FirstLevelResults } from './first-level-results.tsx';
import { ReviewForm, type ReviewFormHandle } from './review-form.tsx';

interface ReviewerEntryProps {
  level: ReviewLevel;
  item: ReviewItem;
  setup: ReviewCriteria;
  /** Previous / next beside the title (the queue page). */
  navigation?: ReactNode;
  /** Under the form: the sub-judge's conflict action. */
  formFooter?: ReactNode;
  onSubmitted: (saved: ReviewSaved, goOn: boolean) => void;
  formRef: Ref<ReviewFormHandle>;
  mediaRef: Ref<EntryMediaHandle>;
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * One entry as a reviewer works on it, blind (docs/product.md#reviews): the images large, the
 * texts, and beside them the review form; a second-level judge sees the first level's results
 * above their own form. Shared by the queue pages and `/juryreviewdetails`.
 */
export function ReviewerEntry({
  level,
  item,
  setup,
  navigation,
  formFooter,
  onSubmitted,
  formRef,
  mediaRef,
  titleRef,
}: ReviewerEntryProps) {
  return (
    <>
      <div className="review-page__entry">
        <EntryMedia key={item.id} ref={mediaRef} images={item.images} title={item.title} />
        <EntryText
          id={item.id}
          title={item.title}
          category={item.category}
          description={item.description}
          videoUrl={item.videoUrl}
          pdf={item.pdf}
          fields={item.fields}
          aside={navigation}
          titleRef={titleRef}
        />
      </div>
      <div className="review-page__side">
        {'firstLevel' in item ? (
          <FirstLevelResults
            stats={item.firstLevel}
            visible={item.firstLevelVisible}
            reviews={item.firstLevelReviews}
            criteria={setup.criteria}
            levels={setup.awardLevels}
          />
        ) : null}
        <ReviewForm
          key={item.id}
          ref={formRef}
          level={level}
          entryId={item.id}
          setup={setup}
          review={item.myReview}
          closed={roundClosed(setup, level)}
          onSubmitted={onSubmitted}
          footer={formFooter}
        />
      </div>
    </>
  );
}
