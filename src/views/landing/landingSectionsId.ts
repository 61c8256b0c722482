/** The element that holds the landing sections: the page waits for the visitor to near it before loading their code. */
export const LANDING_SECTIONS_ID = 'landing-sections';
