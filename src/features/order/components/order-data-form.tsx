import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { License, Organization } from '../../../shared/schemas/licences';
import { institutionTypeLabels, institutionTypes } from '../../../shared/schemas/orders';
import { isAddressFilled } from '../../../shared/schemas/profile';
import { AddressFieldset } from '../../../ui/address-fieldset';
import { SelectField, TextField } from '../../../ui/form-field';
import { useSession } from '../../auth/auth.queries';
import { orderDataDefaults, orderDataSchema, organizationInput, suggestedType, type OrderDataOutput, type OrderDataValues } from '../order-form';
import { useSaveOrganization } from '../order.mutations';
import { orderErrorText } from '../order-rules';
import '../../../ui/form-field.css';
import '../order.css';

// the billing address is checked only when filled, so the schema depends on the values (see docs/accounts.md#addresses)
const resolver: Resolver<OrderDataValues, unknown, OrderDataOutput> = (values, context, options) =>
  (valibotResolver(orderDataSchema(values)) as unknown as Resolver<OrderDataValues, unknown, OrderDataOutput>)(values, context, options);

type Props = {
  ownerId: number;
  licenceKind: License['kind'];
  /** The organisation to update; null creates one. */
  organization: Organization | null;
  comment: string;
  onSaved: (organization: Organization, comment: string) => void;
};

/**
 * Step one, "Daten prüfen" (see docs/licences-and-orders.md#order-wizard): institution, address, an optional billing
 * address and a comment.
 */
export function OrderDataForm({ ownerId, licenceKind, organization, comment, onSaved }: Props) {
  const account = useSession();
  const commentId = useId();
  const form = useForm<OrderDataValues, unknown, OrderDataOutput>({
    resolver,
    defaultValues: orderDataDefaults(organization, {
      type: suggestedType(licenceKind),
      firstName: account?.firstName ?? '',
      lastName: account?.lastName ?? '',
      comment,
    }),
    // all issues, not the first per pipe: the state check must run while other fields are still wrong
    criteriaMode: 'all',
  });
  const { register, formState } = form;
  const [billingOpen, setBillingOpen] = useState(isAddressFilled(organization?.billingAddress as Record<string, string>));
  const billing = useWatch({ control: form.control, name: 'billingAddress' });
  const save = useSaveOrganization();

  const submit = (values: OrderDataOutput) =>
    save.mutate({ id: organization?.id ?? null, ownerId, input: organizationInput(values) }, { onSuccess: (saved) => onSaved(saved, values.comment) });

  return (
    <form
      className="form form-card"
      noValidate
      // a section with an error opens by itself (see docs/accounts.md#addresses)
      onSubmit={form.handleSubmit(submit, (errors) => errors.billingAddress && setBillingOpen(true))}
    >
      {/* an existing organisation keeps its type (see docs/licences-and-orders.md#order-wizard) */}
      <SelectField label="Art der Einrichtung" required disabled={!!organization} registration={register('type')} error={formState.errors.type?.message}>
        <option value="">Bitte wählen</option>
        {institutionTypes.map((type) => (
          <option key={type} value={type}>
            {institutionTypeLabels[type]}
          </option>
        ))}
      </SelectField>
      <TextField label="Name der Einrichtung" required autoComplete="organization" registration={register('name')} error={formState.errors.name?.message} />
      <AddressFieldset form={form} name="address" legend="Adresse" required extraLinesOnRequest />
      <button type="button" className="button button-secondary order-billing-toggle" aria-expanded={billingOpen} onClick={() => setBillingOpen((open) => !open)}>
        Abweichende Rechnungsadresse
      </button>
      {billingOpen && (
        <AddressFieldset form={form} name="billingAddress" legend="Rechnungsadresse" required={isAddressFilled(billing)} extraLinesOnRequest />
      )}
      <div className="field">
        <label htmlFor={commentId}>Kommentar</label>
        {/* the browser stops at the length the server takes, so the field has no error of its own */}
        <textarea id={commentId} rows={4} maxLength={2000} {...register('comment')} />
      </div>
      {save.isError && (
        <p className="form-error" role="alert">
          {orderErrorText(save.error)}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="button" disabled={save.isPending}>
          Weiter
        </button>
      </div>
    </form>
  );
}
