import { useSelector } from '@xstate/react';
import { selectOptions, selectUsesMockWallet } from '../../../machines/user';
import { useUserActor } from '../../app/AppProviders';
import { shortenAddress } from '../../domain/address';
import { secondaryButton } from '../components/buttonStyles';
import { Modal } from '../components/Modal';

/**
 * The picker (spec section 4: "Mock login: a picker modal; selecting an account logs in, closing
 * logs out"). With a browser wallet it lists the wallets this browser announced (EIP-6963), by
 * name and icon.
 */
export default function AccountPicker() {
  const user = useUserActor();
  const options = useSelector(user, selectOptions);
  const mock = useSelector(user, selectUsesMockWallet);

  return (
    <Modal
      title={mock ? 'Choose an account' : 'Choose a wallet'}
      onClose={() => user.send({ type: 'login.cancelled' })}
    >
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.6rem' }}>
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              css={{ ...secondaryButton, width: '100%', display: 'flex', alignItems: 'center', gap: '0.75rem' }}
              onClick={() => user.send({ type: 'login.optionChosen', optionId: option.id })}
            >
              {option.icon && <img src={option.icon} alt="" width={28} height={28} />}
              <span>{option.name}</span>
              {mock && <span css={{ marginLeft: 'auto', fontWeight: 400 }}>{shortenAddress(option.id)}</span>}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
