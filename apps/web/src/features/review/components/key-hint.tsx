import { useTranslation } from 'react-i18next';
import { isMacPlatform } from '../../../lib/review/shortcuts.ts';
import '../../../i18n/review.ts';
import '../../../components/review/review-page.css';

/** A shortcut shown beside its button, for sighted keyboard users; screen readers get the help list. */
export function KeyHint({ chord }: { chord: 'submit' }) {
  const { t } = useTranslation('review');
  const keys = chord === 'submit' ? [isMacPlatform() ? '⌘' : 'Ctrl', 'Enter'] : [];
  return (
    <span className="key-hint" aria-hidden="true" title={t('keys.title')}>
      {keys.map((key) => (
        <kbd key={key}>{key}</kbd>
      ))}
    </span>
  );
}
