import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { selectInitialSearchParams } from '../../../machines/app';
import { selectFrameVersion } from '../../../machines/navbarBridge';
import { useAppActor, useConfig, useNavigation } from '../../app/AppProviders';
import { PAGE_LAYOUTS } from '../../app/pageLayouts';
import { usePage } from '../../app/usePage';
import { creatorFrameAddress, frameOriginOf, type CreatorFrameTarget } from '../../domain/frameAddress';
import { visuallyHidden } from '../components/visuallyHidden';
import { FrameOverlay } from './FrameOverlay';
import { FRAME_POLICIES } from './frameSandbox';
import { useNavbarBridge } from './useNavbarBridge';

export type CreatorTarget = CreatorFrameTarget;

/**
 * /create and its variants (spec section 2): the hosted creator app full height under a fixed
 * navbar, no footer, the opening loading video over it until the app reports it has loaded, the
 * video ends or `novideo` asks for none (`fullvideo` plays it to the end). The navbar bridge
 * (machines/navbarBridge) carries the app's requests.
 */
export function CreatorPage(target: CreatorTarget) {
  usePage('Create', PAGE_LAYOUTS.creator);
  const config = useConfig();
  const { origin } = useNavigation();
  const launch = useSelector(useAppActor(), selectInitialSearchParams);
  const search = useSearch();
  // An appUrl was accepted at launch only on an allowed creator origin.
  const base = launch.appUrl ?? config.links.creatorApp;
  const bridge = useNavbarBridge(frameOriginOf(base, origin), {
    hostedApp: 'creator',
    showIntro: !launch.novideo,
    keepIntro: launch.fullvideo,
  });
  const version = useSelector(bridge, selectFrameVersion);
  const src = creatorFrameAddress(target, {
    base,
    origin,
    version,
    search,
    passThrough: config.creatorPassThrough,
  });

  return (
    <div css={{ position: 'relative', flex: 1, display: 'flex', paddingTop: '3.5rem', minHeight: 0 }}>
      <h1 css={visuallyHidden}>Story editor</h1>
      {/* A new v (a refresh request) is a new address: the frame reloads. */}
      <iframe
        key={version}
        title="Story editor"
        src={src}
        sandbox={FRAME_POLICIES.creator.sandbox}
        allow={FRAME_POLICIES.creator.allow}
        css={{ flex: 1, width: '100%', border: 0 }}
      />
      <FrameOverlay bridge={bridge} />
    </div>
  );
}
