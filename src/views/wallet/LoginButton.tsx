import { useSelector } from '@xstate/react';
import { selectLoginBusy } from '../../../machines/user';
import { useUserActor } from '../../app/AppProviders';
import { primaryButton } from '../components/buttonStyles';

/**
 * Starts a login (the header's 'Connect Wallet', the login page's 'Log in'). Disabled, and
 * marked busy, while the silent reconnect or a wallet prompt is waiting: one request at a time.
 */
export function LoginButton({ label }: { label: string }) {
  const user = useUserActor();
  const busy = useSelector(user, selectLoginBusy);
  return (
    <button
      type="button"
      css={primaryButton}
      disabled={busy}
      aria-busy={busy}
      onClick={() => user.send({ type: 'user.login' })}
    >
      {label}
    </button>
  );
}
