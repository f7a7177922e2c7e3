import { ExpandOutlined } from '@ant-design/icons';
import './zoom-badge.css';

/**
 * The badge that says an image button opens the image full screen: one look for the winner's
 * gallery and the reviewer's image stage. Decorative: the button carries the name.
 * `reveal` shows it only while its button is hovered or focused.
 */
export function ZoomBadge({ reveal = false }: { reveal?: boolean }) {
  return (
    <span className={reveal ? 'zoom-badge zoom-badge--reveal' : 'zoom-badge'} aria-hidden="true">
      <ExpandOutlined />
    </span>
  );
}
