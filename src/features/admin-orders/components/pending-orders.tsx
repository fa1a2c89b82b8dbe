import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatEuroCents } from '../../../shared/domain/pricing';
import { texts } from '../../../shared/domain/texts';
import type { Order } from '../../../shared/schemas/orders';
import { DataTable } from '../../../ui/data-table';
import { useActivateOrder } from '../admin-orders.mutations';
import { adminOrderQueries } from '../admin-orders.queries';
import '../admin-orders.css';

const berlinDate = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' });
const errorText = (error: unknown) => (error instanceof ApiError && error.status > 0 ? `Fehler: ${error.description}` : texts.unknownError);

/** The admins' list of orders waiting for activation; "Freischalten" activates one and takes it off the list. */
export function PendingOrders() {
  const { data: orders } = useSuspenseQuery(adminOrderQueries.pending());
  const activate = useActivateOrder();
  const [activated, setActivated] = useState<Pick<Order, 'organizationName' | 'licenseName'> | null>(null);

  return (
    <>
      {/* one live region for the outcome of the last "Freischalten" */}
      <div role="status" className="admin-orders__status">
        {activated && `Die Bestellung von ${activated.organizationName} (${activated.licenseName}) wurde freigeschaltet.`}
      </div>
      {activate.isError && (
        <p className="form-error" role="alert">
          {errorText(activate.error)}
        </p>
      )}
      {orders.length === 0 ? (
        <p>Es gibt keine offenen Bestellungen.</p>
      ) : (
        <DataTable look="card" caption="Offene Bestellungen" hideCaption columns={['Datum', 'Einrichtung', 'Lizenz', 'Besteller', 'Gesamtbetrag', { hidden: 'Aktion' }]}>
          {orders.map((order) => (
            <tr key={order.id}>
              <td>{berlinDate(order.createdAt)}</td>
              <th scope="row">{order.organizationName}</th>
              <td>{order.licenseName}</td>
              <td>{order.orderedBy?.email ?? '–'}</td>
              <td className="admin-orders__amount">{formatEuroCents(order.totals.total)}</td>
              <td>
                <button
                  type="button"
                  className="button"
                  disabled={activate.isPending && activate.variables?.id === order.id}
                  onClick={() => activate.mutate({ id: order.id }, { onSuccess: () => setActivated(order) })}
                >
                  Freischalten
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
