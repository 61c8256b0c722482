import { theme } from '../theme';

/**
 * Long-form text (legal pages, guidelines): a readable line length, room between blocks, and
 * long words and addresses that wrap instead of widening the page on a phone.
 */
export const proseStyle = {
  maxWidth: '70ch',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  '& h2': { fontSize: '1.3rem', lineHeight: 1.3, margin: '2.25rem 0 0.75rem' },
  '& p': { margin: '0 0 1rem' },
  '& ul': { margin: '0 0 1rem', paddingLeft: '1.25rem', display: 'grid', gap: '0.5rem' },
  '& li::marker': { color: theme.colors.accent },
} as const;

/** A short line about the text itself (its date, its version), set apart from the text. */
export const proseNoteStyle = {
  margin: '0 0 1.5rem',
  padding: '0.75rem 1rem',
  background: theme.colors.surface,
  borderLeft: `4px solid ${theme.colors.accent}`,
  borderRadius: theme.radius,
  color: theme.colors.muted,
} as const;
