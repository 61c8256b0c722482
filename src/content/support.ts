/** Where visitors reach us: reports, privacy and copyright requests, questions about a sale. */
export const SUPPORT_EMAIL = 'support@storyverse.example';
