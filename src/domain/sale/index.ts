/**
 * The sale rules. The zod schema of the data set (./sale.schema) is not re-exported: it is
 * imported only where the data set is read, so zod stays out of bundles that only need rules
 * (its index, ./saleIndex, has no zod and is re-exported).
 */
export * from './sale.types';
export * from './salePhases';
export * from './saleState';
export * from './currentSale';
export * from './findCurrentSale';
export * from './pageState';
export * from './phaseBoundary';
export * from './mintPeriod';
export * from './signForMintRequest';
export * from './saleIndex';
export * from './saleMedia';
