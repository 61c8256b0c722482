/** A footer group's list of links. */
export const footerGroupStyle = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.35rem' } as const;
