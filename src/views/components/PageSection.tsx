import type { ReactNode } from 'react';
import type { PageLayout } from '../../../machines/app';
import { usePage } from '../../app/usePage';

interface PageSectionProps {
  title: string;
  /** Visible heading; defaults to the title. */
  heading?: string;
  layout?: Partial<PageLayout>;
  children?: ReactNode;
}

/** A page with a title, a level-one heading and its content, announced to the app machine. */
export function PageSection({ title, heading = title, layout, children }: PageSectionProps) {
  usePage(title, layout);
  return (
    <section css={{ maxWidth: '60rem', margin: '0 auto', padding: '2rem 1.5rem' }}>
      <h1>{heading}</h1>
      {children}
    </section>
  );
}
