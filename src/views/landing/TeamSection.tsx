import { TEAM } from '../../content/landing/team';
import { LandingSection } from './LandingSection';
import { cardGrid, cardStyle } from './landingStyles';

/** The team section (spec section 2): fifteen members, each with name and role. */
export function TeamSection() {
  return (
    <LandingSection title="Team">
      <ul css={cardGrid('12rem')}>
        {TEAM.map((member) => (
          <li key={member.name} css={cardStyle}>
            <h3 css={{ fontSize: '1.1rem' }}>{member.name}</h3>
            <p>{member.role}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
