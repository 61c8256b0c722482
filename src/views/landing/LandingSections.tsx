import { useSelector } from '@xstate/react';
import { selectFeatures } from '../../../machines/app';
import { useAppActor } from '../../app/AppProviders';
import { CAROUSEL_STORIES } from '../../content/landing/stories';
import { ContactForm } from './ContactForm';
import { FaqContent } from './FaqContent';
import { LandingSection } from './LandingSection';
import { RoadmapSection } from './RoadmapSection';
import { ShowcaseSection } from './ShowcaseSection';
import { StoriesCarousel } from './StoriesCarousel';
import { TeamSection } from './TeamSection';
import { VideoSection } from './VideoSection';

/**
 * The landing page below the mint section (spec section 2), in the spec's order. One lazily loaded
 * module, so none of it weighs on the start-up bundle.
 */
export default function LandingSections() {
  const features = useSelector(useAppActor(), selectFeatures);
  return (
    <>
      <VideoSection />
      <StoriesCarousel stories={CAROUSEL_STORIES} />
      <ShowcaseSection />
      <RoadmapSection />
      <TeamSection />
      <LandingSection title="FAQ">
        <FaqContent />
      </LandingSection>
      {features.showContactsSection && (
        <LandingSection title="Contact">
          <ContactForm />
        </LandingSection>
      )}
    </>
  );
}
