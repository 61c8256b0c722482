/**
 * A button that stays focusable while it cannot act (aria-disabled, not disabled): the prompt
 * hands focus back to it, and a disabled one would drop focus to the page. The chart ignores a
 * press while the button reads as disabled.
 */
export const focusableWhenDisabled = {
  '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
} as const;
