import { removeCredentialsFromAddress } from './launchCredentials';

/**
 * Imported first by main.tsx. ES modules run in import order, so the credentials leave the
 * address before any other module of the app (or a library) is evaluated.
 */
export const launchAuth = removeCredentialsFromAddress(window.location, window.history);
