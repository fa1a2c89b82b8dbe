import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { invitationCreateSchema, type InvitationCreateInput } from '../../../shared/schemas/invitations';
import { useConfirmModal } from '../../../ui/confirm-modal';
import { TextField } from '../../../ui/form-field';
import { useInvite } from '../administration.mutations';
import { invitationFailure } from '../failure-text';

/** The modal after a successful invitation (see docs/licences-and-orders.md#invitations). */
const INVITED = 'Der Nutzer wurde eingeladen und erhält umgehend eine E-Mail.';

type Props = {
  organizationId: number;
  userRole: InvitationCreateInput['userRole'];
  /** the toggle's text, also the form's accessible name */
  label: string;
  /** why nobody can be invited now; the form stays visible but cannot be sent */
  blocked: string | null;
};

/**
 * The invitation form behind its toggle (see docs/licences-and-orders.md#invitations): one e-mail address, the role
 * fixed by the page.
 */
export function InvitationForm({ organizationId, userRole, label, blocked }: Props) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const hintId = useId();
  const { register, handleSubmit, formState, setError, reset } = useForm<InvitationCreateInput>({
    resolver: valibotResolver(invitationCreateSchema),
    defaultValues: { organizationId, userRole, email: '' },
  });
  const invite = useInvite();
  const confirm = useConfirmModal();
  const failure = invite.error ? invitationFailure(invite.error) : null;

  const submit = (input: InvitationCreateInput) =>
    invite.mutate(input, {
      onSuccess: () => {
        reset({ organizationId, userRole, email: '' });
        confirm({ label: 'Einladung verschickt', content: <p>{INVITED}</p> });
      },
      onError: (error) => {
        const mapped = invitationFailure(error);
        if ('field' in mapped) setError('email', { message: mapped.field }, { shouldFocus: true });
      },
    });

  return (
    <div className="invitation">
      <button type="button" className="button" aria-expanded={open} aria-controls={formId} onClick={() => setOpen((o) => !o)}>
        {label}
      </button>
      {open && (
        <form id={formId} className="form invitation__form" aria-label={label} noValidate onSubmit={handleSubmit(submit)}>
          <TextField label="E-Mail-Adresse" type="email" autoComplete="off" registration={register('email')} error={formState.errors.email?.message} />
          {blocked && (
            <p id={hintId} className="invitation__blocked">
              {blocked}
            </p>
          )}
          {failure && 'form' in failure && (
            <p className="form-error" role="alert">
              {failure.form}
            </p>
          )}
          <button type="submit" className="button" disabled={!!blocked || invite.isPending} aria-describedby={blocked ? hintId : undefined}>
            Einladen
          </button>
        </form>
      )}
    </div>
  );
}
