import { useImperativeHandle, useRef, type KeyboardEvent, type Ref } from 'react';

export interface ScoreScaleHandle {
  /** Focuses the chosen score, else the first (the group's one tab stop). */
  focus: () => void;
}

interface ScoreScaleProps {
  value: number | undefined;
  min: number;
  max: number;
  labelledBy: string;
  describedBy?: string;
  disabled?: boolean;
  onChange: (score: number) => void;
  onFocus?: () => void;
  ref?: Ref<ScoreScaleHandle>;
}

/**
 * One criterion's score as a row of numbered buttons: a radio group with one tab stop, arrow
 * keys, Home and End as the ARIA pattern has them. The page's digit shortcuts work on it too
 * (review-workspace.tsx).
 */
export function ScoreScale({
  value,
  min,
  max,
  labelledBy,
  describedBy,
  disabled,
  onChange,
  onFocus,
  ref,
}: ScoreScaleProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const scores = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const stop = value ?? min;

  useImperativeHandle(ref, () => ({ focus: () => buttons.current[stop - min]?.focus() }), [
    stop,
    min,
  ]);

  const choose = (score: number) => {
    onChange(score);
    buttons.current[score - min]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = value ?? min - 1;
    const moves: Record<string, number> = {
      ArrowRight: Math.min(max, current + 1),
      ArrowUp: Math.min(max, current + 1),
      ArrowLeft: Math.max(min, current - 1),
      ArrowDown: Math.max(min, current - 1),
      Home: min,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined || disabled) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      className="score-scale"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {scores.map((score) => (
        <button
          key={score}
          ref={(el) => {
            buttons.current[score - min] = el;
          }}
          type="button"
          role="radio"
          aria-checked={value === score}
          tabIndex={score === stop ? 0 : -1}
          disabled={disabled}
          className="score-scale__option"
          onClick={() => choose(score)}
        >
          {score}
        </button>
      ))}
    </div>
  );
}
