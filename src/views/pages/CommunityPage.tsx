import { useConfig } from '../../app/AppProviders';
import { COMMUNITY_GUIDELINES, type GuidelineList } from '../../content/communityGuidelines';
import { SUPPORT_EMAIL } from '../../content/support';
import { ExternalLink } from '../components/ExternalLink';
import { PageSection } from '../components/PageSection';
import { proseStyle } from '../components/proseStyles';

function Guidelines({ list }: { list: GuidelineList }) {
  return (
    <section>
      <h2>{list.heading}</h2>
      <p>{list.intro}</p>
      <ul>
        {list.entries.map((entry) => (
          <li key={entry.name}>
            <strong>{entry.name}.</strong> {entry.explanation}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /community: the community guidelines (spec section 2). */
export function CommunityPage() {
  const { links } = useConfig();
  const { title, intro, forbidden, consequences, reporting } = COMMUNITY_GUIDELINES;
  return (
    <PageSection title={title}>
      <div css={proseStyle}>
        {intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <Guidelines list={forbidden} />
        <Guidelines list={consequences} />
        <section>
          <h2>{reporting.heading}</h2>
          <p>{reporting.intro}</p>
          <ul>
            <li>
              {reporting.byEmail} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
            </li>
            <li>
              <ExternalLink href={links.chat}>{reporting.inChat}</ExternalLink>
            </li>
          </ul>
          <p>{reporting.emergency}</p>
        </section>
      </div>
    </PageSection>
  );
}
