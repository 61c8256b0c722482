import { useLocation, useSearch } from 'wouter';
import { useDevice } from '../../app/AppProviders';
import { MESSAGES } from '../../domain/errors/messages';
import { primaryButton } from '../components/buttonStyles';

/**
 * Spec section 2's web3 fallbacks: on a phone, 'Metamask Required, Tap to Continue' opens this
 * page (with its query, so a login still returns where it was going) in the wallet app; elsewhere the two install lines.
 */
export function NoWalletNotice() {
  const device = useDevice();
  const [path] = useLocation();
  const search = useSearch();
  if (device.mobile) {
    return (
      <p>
        <a
          href={device.walletAppLink(search ? `${path}?${search}` : path)}
          css={{ ...primaryButton, display: 'inline-block', textDecoration: 'none' }}
        >
          {MESSAGES.web3Required}
        </a>
      </p>
    );
  }
  return (
    <div>
      <p>{MESSAGES.noProviderMobile}</p>
      <p>{MESSAGES.noProviderDesktop}</p>
    </div>
  );
}
