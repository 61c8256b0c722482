/** Analytics events (spec section 7). Flow events carry a usage label: whitelist, mint or unknown. */

import type { UsageLabel } from '../../domain/sale/pageState';

export type { UsageLabel };

/** Where a share came from (spec section 4: share sources recorded). */
export type ShareSource = 'Native' | 'Twitter' | 'UserAbort' | 'Error';

export interface Failure {
  code?: string;
  message: string;
  stack?: string;
}

export type AnalyticsEvent =
  | { name: 'PageView'; path: string; title: string }
  | { name: 'ButtonPress'; button: string }
  | { name: 'WalletConnectStart'; usage: UsageLabel }
  | ({ name: 'WalletConnectError'; usage: UsageLabel } & Failure)
  | { name: 'GameStart'; usage: UsageLabel }
  | { name: 'EntryFinal'; usage: UsageLabel }
  | { name: 'MintStart'; saleId: string }
  | ({ name: 'MintError'; saleId: string } & Failure)
  | { name: 'MintSuccess'; saleId: string; count: number }
  | { name: 'MintShareSuccess'; saleId: string; usage: UsageLabel }
  | { name: 'TokenproofStart'; usage: UsageLabel }
  | { name: 'TokenproofSuccess'; usage: UsageLabel }
  | ({ name: 'TokenproofError'; usage: UsageLabel } & Failure)
  | { name: 'WhitelistAddStart'; saleId: string }
  | { name: 'WhitelistAddSuccess'; saleId: string; added: number }
  | ({ name: 'WhitelistAddError'; saleId: string } & Failure)
  | { name: 'Share'; source: ShareSource; usage: UsageLabel };

export type AnalyticsEventName = AnalyticsEvent['name'];

export interface AnalyticsService {
  track(event: AnalyticsEvent): void;
}
