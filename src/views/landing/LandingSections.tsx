import { CAROUSEL_STORIES } from '../../content/landing/stories';
import { useFeatures } from '../hydration/useFeatures';
import { useHydrated } from '../hydration/useHydrated';
import { LANDING_SECTIONS_ID } from './landingSectionsId';
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
  const features = useFeatures();
  // Marks the sections live once their code has hydrated them (their HTML came with the page).
  const hydrated = useHydrated();
  return (
    <div id={LANDING_SECTIONS_ID} data-part="section" data-hydrated={hydrated || undefined}>
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
    </div>
  );
}
