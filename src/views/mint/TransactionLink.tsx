import { useConfig } from '../../app/AppProviders';
import { transactionLink } from '../../domain/explorerLink';
import { ExternalLink } from '../components/ExternalLink';

export const VIEW_TRANSACTION = 'View the transaction';

/** The mint transaction on the configured block explorer (Minting while it is mined, and Minted). */
export function TransactionLink({ hash }: { hash: string }) {
  const { links } = useConfig();
  return <ExternalLink href={transactionLink(links.explorer, hash)}>{VIEW_TRANSACTION}</ExternalLink>;
}
