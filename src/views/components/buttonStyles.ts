import { theme } from '../theme';

/** The accent button of calls to action (log in, approve). */
export const primaryButton = {
  background: theme.colors.accent,
  color: theme.colors.accentText,
  border: 0,
  borderRadius: theme.radius,
  padding: '0.6rem 1.2rem',
  fontWeight: 700,
  fontSize: '1rem',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
} as const;

/** A quieter button beside a primary one (deny, cancel, switch account). */
export const secondaryButton = {
  ...primaryButton,
  background: 'transparent',
  color: theme.colors.text,
  border: `1px solid ${theme.colors.muted}`,
} as const;
