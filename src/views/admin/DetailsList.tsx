import type { ReactNode } from 'react';
import { theme } from '../theme';

/** Labelled values (a description list), two columns where there is room. */
export function DetailsList({ items }: { items: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: '0.35rem 1rem',
        margin: '0 0 1rem',
        dt: { color: theme.colors.muted },
        dd: { margin: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(([label, value]) => (
        <div key={label} css={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
