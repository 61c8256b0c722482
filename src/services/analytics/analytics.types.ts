/** Analytics events recorded by the app. The full event list (spec section 7) grows with the flows. */
export type AnalyticsEvent =
  { name: 'PageView'; path: string; title: string } | { name: 'ButtonPress'; button: string };

export interface AnalyticsService {
  track(event: AnalyticsEvent): void;
}
