/**
 * The product's name and release. A module of their own: the browser imports them, and must not
 * import readConfig.ts with them (the checks run at build time only: src/config/index.ts).
 */
export const PRODUCT_NAME = 'Storyverse';
export const APP_RELEASE = '3.30.0';
