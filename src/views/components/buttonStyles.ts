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

/** A button whose popup is open (`aria-expanded`): pressed in, as a toggle's pressed state. */
export const pressedButton = {
  background: theme.colors.background,
  borderColor: theme.colors.accent,
  boxShadow: 'inset 0 2px 4px rgba(0, 0, 0, 0.6)',
} as const;

/**
 * The pause and play button over a looping, muted video (the hero's, a sale's): moving content that
 * lasts more than five seconds needs a way to stop it (WCAG 2.2.2). Its parent is positioned.
 */
export const videoToggleButton = {
  position: 'absolute',
  right: '0.75rem',
  bottom: '0.75rem',
  padding: '0.4rem 0.8rem',
  border: 0,
  borderRadius: theme.radius,
  background: 'rgba(13, 11, 20, 0.75)',
  color: theme.colors.text,
  cursor: 'pointer',
} as const;
