import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { OfflineStand } from '../../../ui/offline-stand';
import { accountQueries } from '../account.queries';
import { AddressesForm } from './addresses-form';
import { EmailChangeForm } from './email-change-form';
import { PersonalDataForm } from './personal-data-form';
import '../../../ui/form-field.css';
import '../account.css';

const forms = [
  { key: 'personal', label: 'Persönliche Daten' },
  { key: 'email', label: 'E-Mail-Adresse' },
  { key: 'addresses', label: 'Adressen' },
] as const;
type FormKey = (typeof forms)[number]['key'];

/** "Meine Daten" (see docs/accounts.md#my-data): a selector with three forms, and the note on account deletion. */
export function AccountPage({ userId }: { userId: number }) {
  const { data: profile, dataUpdatedAt } = useSuspenseQuery(accountQueries.profile(userId));
  const [shown, setShown] = useState<FormKey>('personal');
  return (
    <>
      <OfflineStand updatedAt={dataUpdatedAt} />
      <div className="account-selector" role="group" aria-label="Formular wählen">
        {forms.map((form) => (
          <button key={form.key} type="button" className="button" aria-pressed={shown === form.key} onClick={() => setShown(form.key)}>
            {form.label}
          </button>
        ))}
      </div>
      {shown === 'personal' && <PersonalDataForm profile={profile} />}
      {shown === 'email' && <EmailChangeForm email={profile.email} />}
      {shown === 'addresses' && <AddressesForm profile={profile} />}
      <p className="account-note">Die Löschung Ihres Kontos ist nur über unseren Kundenservice möglich.</p>
    </>
  );
}
