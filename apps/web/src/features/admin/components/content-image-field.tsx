import { useRef, useState } from 'react';
import { Button, Input, Progress, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTENT_URL_MAX, type ContentImageUse } from '@laurel/contract';
import { StoredImage } from '../../../components/stored-image.tsx';
import { useUploadContentImage } from '../api/content.ts';
import { Refusal } from './query-state.tsx';
import '../../../i18n/admin-content.ts';

/**
 * An image's address, typed or uploaded: the upload goes through the server's image pipeline
 * (JPEG, PNG or WebP, checked and stripped) and fills in the address it answers.
 */
export function ContentImageField({ value = '', onChange, use, disabled, label, id }: {
  value?: string;
  onChange?: (url: string) => void;
  use: ContentImageUse;
  disabled?: boolean;
  /** Its own label; none inside a Form.Item, which labels it through `id`. */
  label?: string;
  id?: string;
}) {
  const { t } = useTranslation('admin-content');
  const upload = useUploadContentImage(use);
  const [percent, setPercent] = useState<number | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: (image) => onChange?.(image.url),
        onSettled: () => setPercent(null),
      },
    );
  };
  const input = <Input id={id} value={value} maxLength={CONTENT_URL_MAX} placeholder="/files/… https://…" disabled={disabled} onChange={(e) => onChange?.(e.target.value)} />;
  return (
    <div className="content-field">
      {label ? (
        <label>
          <span className="content-field__label">{label}</span>
          {input}
        </label>
      ) : (
        input
      )}
      {disabled ? null : (
        <Space wrap>
          <input
            ref={picker}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-hidden="true"
            tabIndex={-1}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <Button icon={<UploadOutlined />} loading={upload.isPending} onClick={() => picker.current?.click()}>
            {t('field.upload')}
          </Button>
          {percent !== null ? <Progress percent={percent} size="small" style={{ width: 160 }} /> : null}
        </Space>
      )}
      <Refusal error={upload.error} />
      {value ? <StoredImage src={value} alt="" size="thumb" ratio={16 / 9} className="content-field__thumb" /> : null}
    </div>
  );
}
