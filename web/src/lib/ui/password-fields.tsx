import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist, TextField } from './account-form';

export interface PasswordFieldsProps {
  password: string;
  confirmPassword: string;
  onPassword: (value: string) => void;
  onConfirmPassword: (value: string) => void;
  /** i18n keys by field ('Passwords differ', the rules' message…). */
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
}

/**
 * A new password with the live checklist of the five rules (spec section 5), and the same again:
 * the pair every screen that sets a password asks for (first sign-in by link, settings).
 */
export function PasswordFields({ password, confirmPassword, onPassword, onConfirmPassword, errors }: PasswordFieldsProps) {
  const { t } = useTranslation('account');
  const checklistId = useId();
  return (
    <>
      <div>
        <TextField
          label={t('account:newPassword')}
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={onPassword}
          error={errors.password}
          describedBy={checklistId}
          required
        />
        <PasswordChecklist id={checklistId} password={password} />
      </div>
      <TextField
        label={t('account:confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onValue={onConfirmPassword}
        error={errors.confirmPassword}
        required
      />
    </>
  );
}
