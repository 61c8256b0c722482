import { ExternalLink } from '../components/ExternalLink';
import { Modal } from '../components/Modal';

interface NeedAccountModalProps {
  /** 'In order to sign up you need a Tokenproof account to validate your {token name}.' */
  message: string;
  enrollLink: string;
  onClose: () => void;
}

/** The need-account modal (spec section 6): a closed or rejected provider login asks for an account. */
export function NeedAccountModal({ message, enrollLink, onClose }: NeedAccountModalProps) {
  return (
    <Modal title="Tokenproof account needed" onClose={onClose}>
      <p>{message}</p>
      <p>
        <ExternalLink href={enrollLink}>Get a Tokenproof account</ExternalLink>
      </p>
    </Modal>
  );
}
