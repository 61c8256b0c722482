import { SHOWCASE } from '../../content/landing/sections';
import { LandingSection } from './LandingSection';
import { cardGrid, cardStyle } from './landingStyles';

/** The showcase 'Create. Animate. Share.' (spec section 2). */
export function ShowcaseSection() {
  return (
    <LandingSection title="Create. Animate. Share.">
      <ul css={cardGrid('14rem')}>
        {SHOWCASE.map((item) => (
          <li key={item.title} css={cardStyle}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
