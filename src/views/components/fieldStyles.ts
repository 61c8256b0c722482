import { theme } from '../theme';

/** A text field of the dark theme (the newsletter, the contact form): full width, dimmed when locked. */
export const textFieldStyle = {
  width: '100%',
  minWidth: 0,
  padding: '0.6rem 0.75rem',
  border: `1px solid ${theme.colors.muted}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  '&:disabled': { opacity: 0.6 },
} as const;
