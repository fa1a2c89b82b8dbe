import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { accountTexts } from '../../../shared/domain/account-texts';
import { texts } from '../../../shared/domain/texts';
import { tosConsentSchema, type TosConsentInput } from '../../../shared/schemas/account';
import { CheckboxField } from '../../../ui/form-field';
import { useTosConsent } from '../auth.mutations';
import { safeFromPath } from '../safe-from';

/**
 * The standalone terms form (/confirm-tos, see docs/accounts.md#terms-consent): the consent goes out with the access
 * token as bearer; the text answer is where to go. The mutation has started the session on this device by then.
 */
export function ConfirmTosForm({ accessToken }: { accessToken: string }) {
  const { register, handleSubmit, formState } = useForm<TosConsentInput>({
    resolver: valibotResolver(tosConsentSchema),
    defaultValues: { tosConsent: false as true },
  });
  const router = useRouter();
  const consent = useTosConsent();
  const submit = ({ tosConsent }: TosConsentInput) =>
    consent.mutate(
      { accessToken, tosConsent },
      { onSuccess: (target) => void router.navigate({ href: safeFromPath(target.trim()) }) },
    );
  const failed = consent.error instanceof ApiError && consent.error.status === 401;
  return (
    <form className="form form-card" noValidate onSubmit={handleSubmit(submit)}>
      <p>Bitte stimmen Sie unseren AGB zu, um Lesefunke weiter zu nutzen.</p>
      <CheckboxField label="Ich stimme den AGB zu." registration={register('tosConsent')} error={formState.errors.tosConsent?.message} />
      {consent.isError && (
        <p className="form-error" role="alert">
          {failed ? accountTexts.tosLoginFailed : texts.unknownError}
        </p>
      )}
      <button type="submit" className="button" disabled={consent.isPending}>
        Senden
      </button>
    </form>
  );
}
