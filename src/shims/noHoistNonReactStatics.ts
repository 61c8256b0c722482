/**
 * Stands in for `hoist-non-react-statics` (vite.config.ts aliases it here). Emotion imports it, and
 * with it `react-is`, for `withTheme` alone, which this app never uses: the real package is about
 * 1 kB gzip of the start-up bundle that never runs. Should a view ever wrap a component with
 * `withTheme`, remove the alias.
 */
export default function hoistNonReactStatics<T>(target: T): T {
  return target;
}
