import { Button, Segmented } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StoredImage } from '../../../components/stored-image.tsx';
import { QUEUE_PAGE_SIZE, type QueueFilter, type ReviewItem } from '../api/review-list.ts';
import '../../../i18n/review.ts';
import './review-queue.css';

interface ReviewQueueProps {
  items: ReviewItem[];
  total: number;
  page: number;
  filter: QueueFilter;
  currentId: number | null;
  /** The link of one entry, keeping the filter and page. */
  hrefOf: (id: number) => string;
  onFilter: (filter: QueueFilter) => void;
  onPage: (page: number) => void;
  loading: boolean;
}

const reviewState = (item: ReviewItem) => item.myReview?.status ?? 'todo';

/** The reviewer's worklist: to do, done or all, a page at a time, each with its state. */
export function ReviewQueue({
  items,
  total,
  page,
  filter,
  currentId,
  hrefOf,
  onFilter,
  onPage,
  loading,
}: ReviewQueueProps) {
  const { t } = useTranslation('review');
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  return (
    <nav
      className="review-queue"
      aria-label={t('queue.label')}
      id="review-queue"
      aria-busy={loading}
    >
      <Segmented<QueueFilter>
        block
        size="small"
        value={filter}
        onChange={onFilter}
        options={[
          { value: 'todo', label: t('queue.todo') },
          { value: 'done', label: t('queue.done') },
          { value: 'all', label: t('queue.all') },
        ]}
        aria-label={t('queue.filter')}
      />
      {items.length === 0 && !loading ? (
        <p className="review-queue__empty" role="status">
          {t(`queue.empty.${filter}`)}
        </p>
      ) : (
        <ol className="review-queue__list">
          {items.map((item) => {
            const state = reviewState(item);
            return (
              <li key={item.id}>
                <Link
                  to={hrefOf(item.id)}
                  className="review-queue__item"
                  aria-current={item.id === currentId ? 'true' : undefined}
                >
                  <StoredImage
                    src={item.coverUrl}
                    alt=""
                    size="thumb"
                    ratio={1}
                    className="review-queue__thumb"
                  />
                  <span className="review-queue__text">
                    <span className="review-queue__title">{item.title || t('entry.untitled')}</span>
                    <span className="review-queue__meta">
                      <span
                        className={`review-badge review-badge--${state === 'todo' ? 'none' : state}`}
                      >
                        {t(`queue.state.${state}`)}
                      </span>
                      {item.myReview?.total != null ? (
                        <span className="review-queue__total">
                          {item.myReview.total.toFixed(2)}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      )}
      {pages > 1 ? (
        <div className="review-queue__pages">
          <Button
            size="small"
            icon={<LeftOutlined />}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={t('queue.prevPage')}
          />
          <span>{t('queue.page', { page, pages })}</span>
          <Button
            size="small"
            icon={<RightOutlined />}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label={t('queue.nextPage')}
          />
        </div>
      ) : null}
    </nav>
  );
}

/** "n of N reviewed", with a bar. */
export function ReviewProgressBar({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('review');
  const label = t('progress.label', { done, total });
  return (
    <div className="review-progress">
      <span className="review-progress__text">{label}</span>
      <span
        className="review-progress__bar"
        role="progressbar"
        aria-label={t('progress.name')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={label}
      >
        <span style={{ width: total > 0 ? `${(done / total) * 100}%` : 0 }} />
      </span>
    </div>
  );
}
