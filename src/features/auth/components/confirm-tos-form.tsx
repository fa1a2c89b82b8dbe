import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { api, ApiError } from '../../../lib/api-client';
import { texts } from '../../../shared/domain/texts';
import { tosConsentSchema, type TosConsentInput } from '../../../shared/schemas/account';
import { CheckboxField } from '../../../ui/form-field';
import { safeFromPath } from '../safe-from';

/**
 * The standalone terms form (part 1 §2 /confirm-tos, §5): the consent goes out with the access token
 * as bearer; the text answer is where to go. A full page load there lets the start-up read the new session.
 */
export function ConfirmTosForm({ accessToken }: { accessToken: string }) {
  const { register, handleSubmit, formState } = useForm<TosConsentInput>({
    resolver: valibotResolver(tosConsentSchema),
    defaultValues: { tosConsent: false as true },
  });
  const consent = useMutation({
    mutationFn: (input: TosConsentInput) => api.post<string>('/api/users/tos-consent', input, { authorization: `Bearer ${accessToken}` }),
    onSuccess: (target) => window.location.assign(safeFromPath(typeof target === 'string' ? target.trim() : '/')),
  });
  const failed = consent.error instanceof ApiError && consent.error.status === 401;
  return (
    <form className="form form-card" noValidate onSubmit={handleSubmit((input) => consent.mutate(input))}>
      <p>Bitte stimmen Sie unseren AGB zu, um Lesefunke weiter zu nutzen.</p>
      <CheckboxField label="Ich stimme den AGB zu." registration={register('tosConsent')} error={formState.errors.tosConsent?.message} />
      {consent.isError && (
        <p className="form-error" role="alert">
          {failed ? texts.tosLoginFailed : texts.unknownError}
        </p>
      )}
      <button type="submit" className="button" disabled={consent.isPending}>
        Senden
      </button>
    </form>
  );
}
