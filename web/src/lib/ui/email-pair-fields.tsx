import { TextField } from './account-form';

export interface EmailPairFieldsProps {
  /** The two labels: the address, then the same again ("Email" / "Confirm email", "New email" / …). */
  labels: { email: string; confirmEmail: string };
  email: string;
  confirmEmail: string;
  onEmail: (value: string) => void;
  onConfirmEmail: (value: string) => void;
  /** i18n keys by field ('Emails do not match', 'New email is invalid'…). */
  errors: { email?: string | undefined; confirmEmail?: string | undefined };
}

/** An email address typed twice, as the screens that move an account to a new address ask for it. */
export function EmailPairFields({ labels, email, confirmEmail, onEmail, onConfirmEmail, errors }: EmailPairFieldsProps) {
  return (
    <>
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        value={email}
        onValue={onEmail}
        error={errors.email}
        required
      />
      <TextField
        label={labels.confirmEmail}
        type="email"
        autoComplete="email"
        value={confirmEmail}
        onValue={onConfirmEmail}
        error={errors.confirmEmail}
        required
      />
    </>
  );
}
