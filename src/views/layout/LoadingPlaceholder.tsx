import { theme } from '../theme';

/** Shown while the app starts and while a page's code loads. */
export function LoadingPlaceholder() {
  return (
    <div role="status" css={{ padding: '4rem 1.5rem', textAlign: 'center', color: theme.colors.muted }}>
      Loading…
    </div>
  );
}
