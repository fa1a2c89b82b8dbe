import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { countries, statesOf } from '../shared/domain/countries';
import type { Address } from '../shared/schemas/address';
import type { AddressForm, AddressesForm } from '../shared/schemas/profile';
import { SelectField, TextField } from './form-field';
import './address-fieldset.css';

type Key = 'address' | 'billingAddress';

const keys = ['salutation', 'firstName', 'lastName', 'name', 'phone', 'street', 'streetNumber', 'additionalInformation1', 'additionalInformation2', 'zip', 'city', 'country', 'state'] as const;

/** A stored address as the fieldset's values: every field text (inputs stay controlled), an empty country as given. */
export const addressFormValues = (address: Address | null, fallbackCountry: string): AddressForm =>
  Object.fromEntries(keys.map((k) => [k, address?.[k] ?? (k === 'country' ? fallbackCountry : '')])) as AddressForm;

type Props<T extends AddressesForm, Out> = {
  /** Any form holding the address pair of profile.ts: the account's "Adressen", the order's institution. */
  form: UseFormReturn<T, unknown, Out>;
  name: Key;
  legend: string;
  required: boolean;
  /**
   * The order form keeps the two additional lines behind "Adresszusatz hinzufügen" (see docs/accounts.md#addresses).
   */
  extraLinesOnRequest?: boolean;
};

/**
 * One address of a form (see docs/accounts.md#addresses): the state is a select for DE, AT and CH and free text
 * elsewhere; a new country empties it (see docs/accounts.md#addresses). `required` marks the * fields.
 */
export function AddressFieldset<T extends AddressesForm, Out>({ form: typedForm, name, legend, required, extraLinesOnRequest = false }: Props<T, Out>) {
  // react-hook-form cannot name the paths of a generic form; the ones used here are all AddressesForm's
  const form = typedForm as unknown as UseFormReturn<AddressesForm>;
  const { register, setValue } = form;
  const errors = (form.formState.errors[name] ?? {}) as FieldErrors<AddressForm>;
  const field = (key: keyof AddressForm) => register(`${name}.${key}`);
  const text = (key: keyof AddressForm, label: string, opts: { required?: boolean; autoComplete?: string; type?: string } = {}) => (
    <TextField
      label={label}
      required={required && opts.required}
      autoComplete={opts.autoComplete}
      type={opts.type}
      registration={field(key)}
      error={errors[key]?.message}
    />
  );
  const states = statesOf(useWatch({ control: form.control, name: `${name}.country` }));
  const country = field('country');
  const [extraRequested, setExtraRequested] = useState(false);
  const extra = useWatch({ control: form.control, name: [`${name}.additionalInformation1`, `${name}.additionalInformation2`] });
  // lines that hold text or an error are never hidden: a section with an error opens by itself (see
  // docs/accounts.md#addresses)
  const extraShown =
    !extraLinesOnRequest || extraRequested || extra.some(Boolean) || !!errors.additionalInformation1 || !!errors.additionalInformation2;
  const requestExtra = () => {
    // the button goes away: focus moves on to the line it opened
    flushSync(() => setExtraRequested(true));
    form.setFocus(`${name}.additionalInformation1`);
  };

  return (
    <fieldset className="address-fields">
      <legend>{legend}</legend>
      <SelectField label="Anrede" registration={field('salutation')}>
        <option value="">Keine Angabe</option>
        <option value="Frau">Frau</option>
        <option value="Herr">Herr</option>
      </SelectField>
      {text('firstName', 'Vorname', { required: true, autoComplete: 'given-name' })}
      {text('lastName', 'Nachname', { required: true, autoComplete: 'family-name' })}
      {text('name', 'Institution / Firma', { autoComplete: 'organization' })}
      {text('phone', 'Telefon', { autoComplete: 'tel', type: 'tel' })}
      {text('street', 'Straße', { required: true, autoComplete: 'address-line1' })}
      {text('streetNumber', 'Hausnummer', { required: true })}
      {extraShown ? (
        <>
          {text('additionalInformation1', 'Adresszusatz 1', { autoComplete: 'address-line2' })}
          {text('additionalInformation2', 'Adresszusatz 2', { autoComplete: 'address-line3' })}
        </>
      ) : (
        <button type="button" className="button button-secondary address-fields__extra" onClick={requestExtra}>
          Adresszusatz hinzufügen
        </button>
      )}
      {text('zip', 'PLZ', { required: true, autoComplete: 'postal-code' })}
      {text('city', 'Ort', { required: true, autoComplete: 'address-level2' })}
      <SelectField
        label="Land"
        required={required}
        error={errors.country?.message}
        registration={{
          ...country,
          onChange: async (event) => {
            await country.onChange(event);
            setValue(`${name}.state`, '', { shouldDirty: true });
          },
        }}
      >
        <option value="">Bitte wählen</option>
        {countries.map(([code, label]) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </SelectField>
      {states ? (
        <SelectField label="Bundesland" required={required} registration={field('state')} error={errors.state?.message}>
          <option value="">Bitte wählen</option>
          {states.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
      ) : (
        text('state', 'Bundesland / Region', { autoComplete: 'address-level1' })
      )}
    </fieldset>
  );
}
