import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, useWatch } from 'react-hook-form';
import { accountTexts } from '../../../shared/domain/account-texts';
import * as v from 'valibot';
import { profileSchema, type Profile, type ProfileInput } from '../../../shared/schemas/profile';
import { SelectField, TextField } from '../../../ui/form-field';
import { useSavePersonalData } from '../account.mutations';

const pick = (p: ProfileInput) => ({ firstName: p.firstName, lastName: p.lastName, salutation: p.salutation });
/** A change is a change of first name, last name or salutation (see docs/accounts.md#my-data). */
const changed = (a: ProfileInput, b: ProfileInput) => a.firstName !== b.firstName || a.lastName !== b.lastName || a.salutation !== b.salutation;

/** "Persönliche Daten": salutation and names; the e-mail has its own form. */
export function PersonalDataForm({ profile }: { profile: Profile }) {
  const saved = pick(profile as ProfileInput);
  const { register, handleSubmit, control, formState } = useForm<v.InferInput<typeof profileSchema>, unknown, ProfileInput>({
    resolver: valibotResolver(profileSchema),
    defaultValues: saved,
  });
  // the answer goes into the profile and the header's account in the mutation (account.mutations.ts); a failure is only logged there
  const save = useSavePersonalData();
  const current = useWatch({ control }) as ProfileInput;
  return (
    <form className="form form-card" noValidate onSubmit={handleSubmit((input) => changed(input, saved) && save.mutate({ id: profile.id, input }))}>
      <h2>Persönliche Daten</h2>
      <SelectField label="Anrede" registration={register('salutation')}>
        <option value="">Keine Angabe</option>
        <option value="Frau">Frau</option>
        <option value="Herr">Herr</option>
      </SelectField>
      <TextField label="Vorname" autoComplete="given-name" registration={register('firstName')} error={formState.errors.firstName?.message} />
      <TextField label="Nachname" autoComplete="family-name" registration={register('lastName')} error={formState.errors.lastName?.message} />
      {save.isSuccess && !changed(current, pick(save.data as ProfileInput)) && (
        <p className="form-success" role="status">
          {accountTexts.dataSaved}
        </p>
      )}
      <button type="submit" className="button" disabled={save.isPending || !changed(current, saved)}>
        Speichern
      </button>
    </form>
  );
}
