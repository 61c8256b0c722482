import { useSelector } from '@xstate/react';
import { selectLastApprovalOutcome, type ApprovalOutcome } from '../../../machines/approval';
import { selectAccountName, selectAddress, selectHoldings } from '../../../machines/user';
import { useApprovalActor, useUserActor } from '../../app/AppProviders';
import { MESSAGES } from '../../domain/errors/messages';
import { footerGroupStyle } from './footerStyles';

/** The last answer of the mock wallet's approval dialog, in the catalogue's words. */
const OUTCOME_TEXT: Readonly<Record<ApprovalOutcome, string>> = {
  approved: 'Approved',
  denied: MESSAGES.deniedTransaction,
  closed: MESSAGES.closedTransaction,
};

/** The Mock group's test transaction: the approval dialog without a mint behind it. */
export const TEST_TRANSACTION = { requestId: 'footer-test', saleId: 'test', count: 1 } as const;

/**
 * The footer's Mock group (spec section 2), which the footer shows only with the mock user
 * service and a logged-in user. It says who is logged in and what the account holds, switches account, and lets testers
 * open the mock wallet's approval dialog and see how it was answered.
 */
export function FooterMockGroup() {
  const user = useUserActor();
  const approval = useApprovalActor();
  const name = useSelector(user, selectAccountName);
  const address = useSelector(user, selectAddress);
  const holdings = useSelector(user, selectHoldings);
  const lastOutcome = useSelector(approval, selectLastApprovalOutcome);
  if (!address) return null;
  const tokens = holdings ? Object.values(holdings.nfts).reduce((sum, held) => sum + held.length, 0) : null;

  return (
    <section aria-labelledby="footer-mock">
      <h2 id="footer-mock" css={{ fontSize: '1rem' }}>
        Mock
      </h2>
      <ul css={footerGroupStyle}>
        <li>Logged in as {name}</li>
        {tokens !== null && <li>Tokens held: {tokens}</li>}
        <li>
          <button type="button" onClick={() => user.send({ type: 'user.switchAccount' })}>
            Switch account
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={() => approval.send({ type: 'approval.requested', ...TEST_TRANSACTION, hotWallet: address })}
          >
            Send a test transaction
          </button>
        </li>
        {lastOutcome && (
          <li>
            {/* A list item cannot be a live region itself (axe aria-allowed-role): its content is. */}
            <span role="status">Last transaction: {OUTCOME_TEXT[lastOutcome]}</span>
          </li>
        )}
      </ul>
    </section>
  );
}
