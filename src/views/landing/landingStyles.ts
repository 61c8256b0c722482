import { theme } from '../theme';

/** A card of the landing sections: showcase, team, FAQ collections and stories. */
export const cardStyle = {
  minWidth: 0,
  padding: '1.25rem',
  background: theme.colors.surface,
  borderRadius: theme.radius,
  '& > h3, & > h4': { margin: '0 0 0.5rem' },
  '& > p': { margin: 0, color: theme.colors.muted },
} as const;

/** Cards side by side as far as they fit, one per row on a narrow screen. */
export const cardGrid = (minWidth: string) =>
  ({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}), 1fr))`,
    gap: '1rem',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  }) as const;
