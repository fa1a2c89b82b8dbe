import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { countries, statesOf } from '../../../shared/domain/countries';
import type { AddressForm, AddressesForm } from '../../../shared/schemas/profile';
import { SelectField, TextField } from '../../../ui/form-field';
import type { AddressesInput } from '../account.mutations';
import '../account.css';

type Key = 'address' | 'billingAddress';

/**
 * One address of the "Adressen" form (part 2 §3): the state is a select for DE, AT and CH and free
 * text elsewhere; a new country empties it (part 2 §4). `required` marks the * fields.
 */
export function AddressFieldset({ form, name, legend, required }: { form: UseFormReturn<AddressesForm, unknown, AddressesInput>; name: Key; legend: string; required: boolean }) {
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
      {text('additionalInformation1', 'Adresszusatz 1', { autoComplete: 'address-line2' })}
      {text('additionalInformation2', 'Adresszusatz 2', { autoComplete: 'address-line3' })}
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
