import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { accountTexts } from '../../../shared/domain/account-texts';
import { texts } from '../../../shared/domain/texts';
import { addressesFormSchema, isAddressFilled, type AddressesForm, type Profile } from '../../../shared/schemas/profile';
import { AddressFieldset, addressFormValues } from '../../../ui/address-fieldset';
import { AddressSummary } from '../../../ui/address-summary';
import { useConfirmModal } from '../../../ui/confirm-modal';
import { useSaveAddresses, type AddressesInput } from '../account.mutations';
import '../../../ui/form-field.css';
import '../account.css';

const valuesOf = (p: Profile): AddressesForm => ({ address: addressFormValues(p.address, 'DE'), billingAddress: addressFormValues(p.billingAddress, '') });

// the billing address is checked only when filled, so the schema depends on the values (see
// docs/accounts.md#addresses); what passes the checks is what the server takes
const resolver: Resolver<AddressesForm, unknown, AddressesInput> = (values, context, options) =>
  (valibotResolver(addressesFormSchema(values)) as unknown as Resolver<AddressesForm, unknown, AddressesInput>)(values, context, options);

/**
 * "Adressen" (see docs/accounts.md#addresses): shown read-only until "Bearbeiten"; "Abbrechen" asks before dropping
 * changes.
 */
export function AddressesForm({ profile }: { profile: Profile }) {
  const confirm = useConfirmModal();
  const [editing, setEditing] = useState(false);
  const [billingOpen, setBillingOpen] = useState(isAddressFilled(profile.billingAddress as Record<string, string>));
  // all issues, not the first per pipe: the state check must run while other fields are still wrong
  const form = useForm<AddressesForm, unknown, AddressesInput>({ resolver, defaultValues: valuesOf(profile), criteriaMode: 'all' });
  const billing = useWatch({ control: form.control, name: 'billingAddress' });
  // read while rendering: react-hook-form tracks only the form state a render has read
  const { isDirty } = form.formState;
  // the answer goes into the profile query in the mutation (account.mutations.ts); the form follows it here
  const save = useSaveAddresses();
  const submit = (input: AddressesInput) =>
    save.mutate(
      { id: profile.id, input },
      {
        onSuccess: (next) => {
          form.reset(valuesOf(next));
          setEditing(false);
        },
      },
    );

  const stopEditing = () => {
    form.reset(valuesOf(profile));
    setBillingOpen(isAddressFilled(profile.billingAddress as Record<string, string>));
    setEditing(false);
  };
  const cancel = () => {
    if (!isDirty) return stopEditing();
    confirm({ label: 'Änderungen verwerfen?', content: <p>{accountTexts.unsavedChanges}</p>, buttonLabel: 'Fortfahren', onConfirm: stopEditing });
  };

  if (!editing) {
    return (
      <section className="form form-card" aria-labelledby="addresses-heading">
        <h2 id="addresses-heading">Adressen</h2>
        {save.isSuccess && (
          <p className="form-success" role="status">
            {accountTexts.dataSaved}
          </p>
        )}
        <h3>Adresse</h3>
        <AddressSummary address={profile.address} />
        <h3>Rechnungsadresse</h3>
        {isAddressFilled(profile.billingAddress as Record<string, string>) ? (
          <AddressSummary address={profile.billingAddress} />
        ) : (
          <p className="address-summary">Wie die Adresse</p>
        )}
        <div className="button-row">
          <button type="button" className="button" onClick={() => setEditing(true)}>
            Bearbeiten
          </button>
        </div>
      </section>
    );
  }

  return (
    <form
      className="form form-card"
      noValidate
      onSubmit={form.handleSubmit(
        submit,
        // a section with an error opens by itself (see docs/accounts.md#addresses)
        (errors) => errors.billingAddress && setBillingOpen(true),
      )}
    >
      <h2>Adressen</h2>
      <AddressFieldset form={form} name="address" legend="Adresse" required />
      <button type="button" className="button button-secondary" aria-expanded={billingOpen} onClick={() => setBillingOpen((open) => !open)}>
        Abweichende Rechnungsadresse
      </button>
      {billingOpen && <AddressFieldset form={form} name="billingAddress" legend="Rechnungsadresse" required={isAddressFilled(billing)} />}
      {save.isError && (
        <p className="form-error" role="alert">
          {texts.unknownError}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={save.isPending}>
          Speichern
        </button>
        <button type="button" className="button button-secondary" onClick={cancel}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
