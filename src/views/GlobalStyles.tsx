import { Global, css } from '@emotion/react';
import { theme } from './theme';

const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html,
  body {
    margin: 0;
    min-height: 100%;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.font};
    line-height: 1.5;
  }
  /* Controls take the page's font and line height, so a link styled as a button and a button
     are the same size (the header's wallet button is one or the other). */
  button,
  input,
  select,
  textarea {
    font: inherit;
  }
  a {
    color: ${theme.colors.accent};
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
