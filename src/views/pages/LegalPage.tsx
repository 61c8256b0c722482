import { Fragment } from 'react';
import { Link } from 'wouter';
import { LEGAL_DOCUMENTS } from '../../content/legal';
import type { LegalDocument, LegalSection } from '../../content/legal/legal.types';
import { LEGAL_PAGES, type LegalPath } from '../../content/legalPages';
import { SUPPORT_EMAIL } from '../../content/support';
import { PageSection } from '../components/PageSection';
import { proseNoteStyle, proseStyle } from '../components/proseStyles';

const TITLES = Object.fromEntries(LEGAL_PAGES.map((page) => [page.path, page.title])) as Record<LegalPath, string>;

// Dates are calendar days: formatted in UTC so that no time zone moves them to the day before.
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function LegalDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{DATE_FORMAT.format(new Date(iso))}</time>;
}

/** The texts are plain strings: the support address in them becomes a link here. */
function withEmailLinks(text: string) {
  return text.split(SUPPORT_EMAIL).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>}
      {part}
    </Fragment>
  ));
}

function VersionNote({ legal }: { legal: LegalDocument }) {
  if ('supersededBy' in legal) {
    return (
      <p role="note" css={proseNoteStyle}>
        This is an earlier version, in effect from <LegalDate iso={legal.effective} />. It has been superseded by the
        current <Link href={legal.supersededBy}>{TITLES[legal.supersededBy]}</Link>.
      </p>
    );
  }
  return (
    <p css={proseNoteStyle}>
      Last updated: <LegalDate iso={legal.updated} />
    </p>
  );
}

function Section({ section }: { section: LegalSection }) {
  return (
    <section>
      <h2>{section.heading}</h2>
      {section.paragraphs?.map((paragraph, index) => (
        <p key={index}>{withEmailLinks(paragraph)}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item, index) => (
            <li key={index}>{withEmailLinks(item)}</li>
          ))}
        </ul>
      )}
      {section.seeAlso && (
        <p>
          See also:{' '}
          {section.seeAlso.map((link, index) => (
            <Fragment key={link.path}>
              {index > 0 && ', '}
              <Link href={link.path}>{link.label}</Link>
            </Fragment>
          ))}
        </p>
      )}
    </section>
  );
}

/** A static legal page (spec section 2): its version, then its sections. */
export function LegalPage({ path }: { path: LegalPath }) {
  const legal = LEGAL_DOCUMENTS[path];
  return (
    <PageSection title={TITLES[path]}>
      <div css={proseStyle}>
        <VersionNote legal={legal} />
        {legal.sections.map((section) => (
          <Section key={section.heading} section={section} />
        ))}
      </div>
    </PageSection>
  );
}
