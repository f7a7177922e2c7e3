import { useId, useState, type ReactNode } from 'react';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../../i18n/admin.ts';
import './phone-fold.css';

type PhoneFoldProps = {
  children: ReactNode;
} & (
  | /** A filter form's fields: the toggle reads "More filters", or "Filters · 2 in use". */ { filtersInUse: number; label?: never }
  | /** Anything else: the toggle's own text. */ { label: string; filtersInUse?: never }
);

/**
 * Folds what it holds away on a phone behind a toggle (aria-expanded), so a console list starts
 * with its rows, not with a screen of filters; from 768 px it is as if it were not there (the
 * wrapper is `display: contents`, so the fields stay items of their form's grid and the toggle is
 * hidden). Folded by default; the toggle says how many filters are in use.
 */
export function PhoneFold({ label, filtersInUse, children }: PhoneFoldProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const text = label ?? (filtersInUse ? t('fold.inUse', { count: filtersInUse }) : t('fold.more'));
  const id = useId();
  return (
    <>
      <Button
        className="phone-fold__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        // The arrow is decoration: its own label ("down") would join the button's name.
        icon={open ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
        iconPlacement="end"
      >
        {text}
      </Button>
      <div id={id} className={open ? 'phone-fold phone-fold--open' : 'phone-fold'}>
        {children}
      </div>
    </>
  );
}
