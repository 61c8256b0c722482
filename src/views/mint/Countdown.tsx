import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS, countdownParts } from '../../domain/countdown';

/**
 * The countdown (spec section 2): days, hours, minutes and seconds, leading zero units hidden,
 * ticking every second. It keeps its own state, so a tick re-renders only itself; each tick
 * measures against the absolute target, so a late timer cannot make it drift.
 */
export function Countdown({ target }: { target: Date }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const { units } = countdownParts(target, now);
  return (
    <p role="timer" aria-label="Time left" css={{ display: 'flex', gap: '1rem', fontVariantNumeric: 'tabular-nums' }}>
      {units.map(({ unit, value }) => (
        <span key={unit}>
          {value} {value === 1 ? unit.slice(0, -1) : unit}
        </span>
      ))}
    </p>
  );
}
