/** Design tokens shared by the views. */
export const theme = {
  colors: {
    background: '#0d0b14',
    surface: '#1a1726',
    text: '#f4f2fa',
    muted: '#b9b4c8',
    accent: '#ffcf3f',
    accentText: '#14111d',
    error: '#ff6b6b',
    focus: '#7cc4ff',
  },
  font: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  radius: '10px',
  breakpoints: { small: '@media (max-width: 720px)' },
} as const;
