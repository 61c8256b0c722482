import { Link } from 'wouter';
import { COLLECTIONS } from '../../content/landing/collections';
import { COLLECTIBLE_STORIES, FAQ_ENTRIES } from '../../content/landing/faq';
import { theme } from '../theme';
import { cardGrid, cardStyle } from './landingStyles';

const SUPPLY = new Intl.NumberFormat('en-US');

/**
 * The FAQ (spec sections 1 and 2): the questions, the two collection cards and the seven
 * collectible stories. The heading above it belongs to the page that shows it (landing or /about).
 */
export function FaqContent() {
  return (
    <>
      <div css={{ display: 'grid', gap: '0.75rem' }}>
        {FAQ_ENTRIES.map((entry) => (
          <details
            key={entry.question}
            css={{ background: theme.colors.surface, borderRadius: theme.radius, padding: '0.9rem 1.1rem' }}
          >
            <summary css={{ cursor: 'pointer', fontWeight: 700 }}>{entry.question}</summary>
            <p css={{ margin: '0.75rem 0 0', color: theme.colors.muted }}>{entry.answer}</p>
          </details>
        ))}
      </div>

      <h3 css={{ marginTop: '2.5rem' }}>Collections</h3>
      <ul css={cardGrid('16rem')}>
        {COLLECTIONS.map((collection) => (
          <li key={collection.name} css={cardStyle}>
            <h4>{collection.name}</h4>
            <dl css={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '0.25rem 1rem', margin: 0 }}>
              <dt>Supply</dt>
              <dd css={{ margin: 0 }}>{SUPPLY.format(collection.supply)}</dd>
              <dt>Cost</dt>
              <dd css={{ margin: 0 }}>{collection.cost}</dd>
              <dt>Mint date</dt>
              <dd css={{ margin: 0 }}>{collection.mintDate}</dd>
            </dl>
          </li>
        ))}
      </ul>

      <h3 css={{ marginTop: '2.5rem' }}>Collectible Stories</h3>
      <ul css={cardGrid('16rem')}>
        {Object.entries(COLLECTIBLE_STORIES).map(([storyId, story]) => (
          <li key={storyId} css={cardStyle}>
            <h4>
              <Link href={`/${storyId}`}>{story.title}</Link>
            </h4>
            <p>{story.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
