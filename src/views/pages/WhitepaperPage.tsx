import { useConfig } from '../../app/AppProviders';
import { PageSection } from '../components/PageSection';
import { FRAME_POLICIES } from './frameSandbox';

/** /whitepaper: embeds the external whitepaper document. */
export function WhitepaperPage() {
  const config = useConfig();
  return (
    <PageSection title="Whitepaper">
      <iframe
        title="Whitepaper document"
        src={config.links.whitepaper}
        sandbox={FRAME_POLICIES.whitepaper.sandbox}
        allow={FRAME_POLICIES.whitepaper.allow}
        css={{ width: '100%', height: '80vh', border: 0 }}
      />
    </PageSection>
  );
}
