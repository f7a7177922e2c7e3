import { useEffect, useState } from 'react';
import { Button, Popconfirm, Spin, Tag } from 'antd';
import { EditOutlined, PictureOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney, type EntryDetail, type FieldErrors } from '@laurel/contract';
import { ButtonLink } from '../../../components/button-link.tsx';
import { PageIntro } from '../../../components/page-intro.tsx';
import { InlineState } from '../../../components/inline-state.tsx';
import { toast } from '../../../lib/feedback.ts';
import { isApiError } from '../../../lib/request/index.ts';
import { useEntry } from '../../../lib/queries/entry-query.ts';
import { useSubmitEntry } from '../../../lib/queries/submit-entry.ts';
import { isPayable } from '../../../lib/payments/fee-target.ts';
import { useHashFocus } from '../../../lib/use-hash-focus.ts';
import { useInPlacePanel } from '../model/use-in-place-panel.ts';
import { STATUS_COLOR } from '../../../lib/entry-status.ts';
import { EntrySheet, type EntrySheetData } from '../components/entry-sheet.tsx';
import { PayStep } from '../../../components/payments/pay-step.tsx';
import { ReplaceImages } from '../components/replace-images.tsx';
import { SubmitErrors } from '../components/submit-errors.tsx';
import '../components/entries.css';
import '../../../i18n/entries.ts';

const ENTRY_FEE = { kind: 'entry' } as const;

/** The sheet's fee is the entry's own (the server's quote, or what was paid), never a category's price. */
function sheetOf(entry: EntryDetail): EntrySheetData {
  return {
    title: entry.title,
    description: entry.description,
    credits: entry.credits,
    videoUrl: entry.videoUrl ?? '',
    invitationCode: entry.invitationCode ?? '',
    category: entry.category ? { name: entry.category.name, groupName: entry.category.groupName } : null,
    fee: entry.entryFeeCents,
    images: entry.images,
    pdf: entry.pdf,
    form: entry.form,
    customFields: entry.customFields,
  };
}

/**
 * /preview?apply_order_id=N (auth): the entry as the jury will see it, with Edit (back to the
 * steps) and Submit. A submitted entry goes on to the entry fee, paid right here (`#pay` leads
 * there), and may replace its images until review starts (issue 4).
 */
export default function PreviewPage() {
  const { t } = useTranslation('entries');
  const [params] = useSearchParams();
  const id = Number(params.get('apply_order_id'));
  const valid = Number.isInteger(id) && id > 0;
  const entry = useEntry(valid ? id : null);
  const submit = useSubmitEntry();
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const replace = useInPlacePanel();
  // The pay step stays once shown, so a payment made in it can end there ("Payment received")
  // after the entry's fee status has turned paid.
  const [payShown, setPayShown] = useState(false);
  const payDue = entry.data?.status === 'submitted' && isPayable(entry.data.entryFeeStatus);
  if (payDue && !payShown) setPayShown(true);
  const payHeading = useHashFocus<HTMLHeadingElement>('pay', payShown);
  const [submittedHere, setSubmittedHere] = useState(false);
  useEffect(() => {
    if (submittedHere && payShown) payHeading.current?.focus();
  }, [submittedHere, payShown, payHeading]);

  // Without an entry to show, the page still names itself (one h1 per page) and says why.
  if (!valid) {
    return (
      <>
        <PageIntro titleKey="title.preview" description={t('preview.label')} />
        <div className="container preview-page">
          <InlineState title={t('preview.none')} action={<ButtonLink to="/account">{t('closed.toAccount')}</ButtonLink>} />
        </div>
      </>
    );
  }
  if (entry.isPending) {
    return (
      <div className="container preview-page steps-loading">
        <Spin description={t('loading')} />
      </div>
    );
  }
  if (entry.isError) {
    return (
      <>
        <PageIntro titleKey="title.preview" description={t('preview.label')} />
        <div className="container preview-page">
          <InlineState role="alert" title={t('loadFailed')} action={<ButtonLink to="/account">{t('closed.toAccount')}</ButtonLink>} />
        </div>
      </>
    );
  }

  const data = entry.data;
  const isDraft = data.status === 'draft';
  const canReplaceImages = !isDraft && data.canEditImages;
  const onSubmit = async () => {
    setErrors(null);
    try {
      await submit.mutateAsync(data.id);
      toast.success(t('preview.submitted'));
      setSubmittedHere(true);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) setErrors(error.fieldErrors);
    }
  };

  return (
    <div className="preview-page">
      <div className="preview-bar">
        <div className="container preview-bar__inner">
          <div>
            <p className="preview-bar__label">{t('preview.label')}</p>
            <p className="preview-bar__status" ref={replace.fallback} tabIndex={-1}>
              <Tag color={STATUS_COLOR[data.status]}>{t(`status.${data.status}`)}</Tag>
              {isDraft ? t('preview.draftNote') : canReplaceImages ? t('replace.note') : null}
            </p>
          </div>
          <div className="preview-bar__actions">
            {data.canEdit ? (
              <ButtonLink icon={<EditOutlined />} to={`/steps?apply_order_id=${data.id}&step=3`}>
                {t('preview.edit')}
              </ButtonLink>
            ) : null}
            {canReplaceImages && !replace.open ? (
              <Button ref={replace.opener} icon={<PictureOutlined />} onClick={replace.show}>
                {t('replace.open')}
              </Button>
            ) : null}
            {isDraft ? (
              <Popconfirm
                title={t('preview.confirmTitle')}
                description={
                  data.entryFeeCents > 0
                    ? t('preview.confirmBody', { fee: formatMoney(data.entryFeeCents) })
                    : t('preview.confirmBodyNoFee')
                }
                okText={t('preview.confirmOk')}
                cancelText={t('preview.confirmCancel')}
                onConfirm={() => onSubmit()}
              >
                <Button type="primary" icon={<SendOutlined />} loading={submit.isPending}>
                  {t('preview.submit')}
                </Button>
              </Popconfirm>
            ) : null}
          </div>
        </div>
      </div>
      <div className="container preview-page__body">
        {errors ? <SubmitErrors errors={errors} entryId={data.id} form={data.form} /> : null}
        {payShown && !replace.open ? <PayStep entry={data} target={ENTRY_FEE} headingRef={payHeading} /> : null}
        {replace.open ? (
          <ReplaceImages entry={data} onClose={replace.hide} />
        ) : (
          <EntrySheet entry={sheetOf(data)} headingLevel={1} />
        )}
      </div>
    </div>
  );
}
