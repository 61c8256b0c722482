import type { AnalyticsEvent, AnalyticsService } from './analytics.types';

/** The mock analytics service: an in-memory list, printed to the console in development. */
export interface MemoryAnalytics extends AnalyticsService {
  readonly events: readonly AnalyticsEvent[];
}

export function createMemoryAnalytics(options: { print: boolean }): MemoryAnalytics {
  const events: AnalyticsEvent[] = [];
  return {
    events,
    track(event) {
      events.push(event);
      if (options.print) console.info('[analytics]', event);
    },
  };
}
