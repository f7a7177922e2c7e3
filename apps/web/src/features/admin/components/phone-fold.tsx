import { useId, useState, type ReactNode } from 'react';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import './phone-fold.css';

interface PhoneFoldProps {
  /** The toggle's text, e.g. "Filters · 2": what is folded away and how much of it is in use. */
  label: string;
  children: ReactNode;
}

/**
 * Folds what it holds away on a phone behind a toggle (aria-expanded), so a console list starts
 * with its rows, not with a screen of filters; from 768 px it is as if it were not there (the
 * wrapper is `display: contents`, so the fields stay items of their form's grid and the toggle is
 * hidden). Folded by default; the toggle says how many filters are in use.
 */
export function PhoneFold({ label, children }: PhoneFoldProps) {
  const [open, setOpen] = useState(false);
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
        {label}
      </Button>
      <div id={id} className={open ? 'phone-fold phone-fold--open' : 'phone-fold'}>
        {children}
      </div>
    </>
  );
}
