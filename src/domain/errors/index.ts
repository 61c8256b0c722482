export * from './errors';
export * from './messages';
// Not the sign-for-mint reason (./signForMintFailure): it reads the backend's body with zod, and
// through this index every page that shows a sale would fetch zod with the catalogue (issue 49).
