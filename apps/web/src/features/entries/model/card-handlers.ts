import type { DragEvent, KeyboardEvent } from 'react';
import type { CardDrag } from '../components/upload-card.tsx';

interface CardHandlerOptions {
  /** The card's name, the data a drag carries. */
  label: string;
  index: number;
  draggable: boolean;
  drag: CardDrag | undefined;
  onMove: ((index: number) => void) | undefined;
}

/**
 * The moves of an upload card (components/upload-card.tsx): its drag and drop props, and Alt +
 * arrow keys (or Home) with the card focused.
 */
export function cardHandlers({ label, index, draggable, drag, onMove }: CardHandlerOptions) {
  const dragProps =
    draggable && drag
      ? {
          draggable: true,
          onDragStart: (event: DragEvent<HTMLLIElement>) => {
            event.dataTransfer.effectAllowed = 'move';
            // Firefox starts a drag only with some data set.
            event.dataTransfer.setData('text/plain', label);
            drag.onStart();
          },
          onDragEnd: drag.onEnd,
        }
      : {};
  const dropProps = drag
    ? {
        onDragOver: (event: DragEvent<HTMLLIElement>) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          drag.onOver();
        },
        onDrop: (event: DragEvent<HTMLLIElement>) => {
          event.preventDefault();
          drag.onDrop();
        },
      }
    : {};

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!onMove || !event.altKey || event.target !== event.currentTarget) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') onMove(index - 1);
    else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') onMove(index + 1);
    else if (event.key === 'Home') onMove(0);
    else return;
    event.preventDefault();
  };

  return { dragProps, dropProps, onKeyDown };
}
