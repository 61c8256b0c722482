/** Sale ids that have a route of their own: /{saleId} opens the mint page with that sale. */
export const SALE_ROUTE_IDS = [
  'bayc',
  'mayc',
  'fezlove',
  'chasingshadows',
  'foreplay',
  'raymondlightyear',
  'emptyhorizon',
  'soundclash',
  'prisonrush',
] as const;
