import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EditWinningInfoRequest, WINNER_TEXT_MAX, type EntryDetail } from '@laurel/contract';
import { SCROLL_TO_FIRST_ERROR, showFieldErrors } from '../../../lib/form-errors.ts';
import { useFormRules } from '../../../lib/form-rules.ts';
import { toast } from '../../../lib/feedback.ts';
import { useEditWinnerInfo } from '../api/edit-winner-info.ts';
import { WinnerPreview } from './winner-preview.tsx';
import '../../../i18n/entries.ts';

interface WinnerInfoValues {
  credits: string;
  text: string;
}

const FIELDS = ['credits', 'text'] as const;

/**
 * The winner's public credits and statement (`winningInfoEdit`), with a live preview of the
 * winners' page beside the form. Until first confirmed, the credits start from the entry's own.
 */
export function WinnerInfoForm({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation('entries');
  const rules = useFormRules();
  const [form] = Form.useForm<WinnerInfoValues>();
  const save = useEditWinnerInfo();
  const [initial] = useState<WinnerInfoValues>(() => ({
    credits: entry.winnerInfo?.credits ?? entry.credits,
    text: entry.winnerInfo?.text ?? '',
  }));
  // The preview reads the form's own values; before the form connects they are the initial ones.
  const credits = Form.useWatch('credits', form) ?? initial.credits;
  const text = Form.useWatch('text', form) ?? initial.text;
  const confirmed = Boolean(entry.winnerInfo?.confirmedAt);

  const onFinish = async (v: WinnerInfoValues) => {
    try {
      await save.mutateAsync({ apply_order_id: entry.id, credits: v.credits.trim(), text: v.text.trim() });
      // Published at once only where the winner page is public (the server's `publicWinner`).
      toast.success(t(entry.publicWinner ? 'award.saved' : 'award.savedBeforePublic'));
    } catch (error) {
      showFieldErrors(form, error, FIELDS);
    }
  };

  return (
    <div className="winner-info">
      <Form
        form={form}
        name="winner-info"
        layout="vertical"
        requiredMark="optional"
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        initialValues={initial}
        onFinish={(v) => void onFinish(v)}
        className="winner-info__form"
      >
        <Form.Item
          name="credits"
          label={t('award.credits')}
          extra={t('award.creditsHint')}
          rules={rules.field(EditWinningInfoRequest.shape.credits)}
        >
          <Input.TextArea maxLength={WINNER_TEXT_MAX} showCount autoSize={{ minRows: 3, maxRows: 8 }} />
        </Form.Item>
        <Form.Item name="text" label={t('award.text')} extra={t('award.textHint')} rules={rules.field(EditWinningInfoRequest.shape.text)}>
          <Input.TextArea maxLength={WINNER_TEXT_MAX} showCount autoSize={{ minRows: 4, maxRows: 12 }} />
        </Form.Item>
        <Button type="primary" size="large" htmlType="submit" loading={save.isPending}>
          {confirmed ? t('award.saveChanges') : t('award.save')}
        </Button>
      </Form>
      <WinnerPreview entry={entry} credits={credits} text={text} />
    </div>
  );
}
