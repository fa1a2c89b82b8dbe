import type { ReactNode } from 'react';
import './data-table.css';

/** A column's header: its visible name, or `{ hidden }` for a column named to screen readers only (the buttons' column). */
export type DataTableColumn = string | { hidden: string };

type Props = {
  caption: string;
  /** The caption for screen readers only: the page's heading already says what the table lists. */
  hideCaption?: boolean;
  columns: DataTableColumn[];
  /**
   * 'lines': rows ruled on the page, the caption shown and the last column (the buttons) to the right (member lists);
   * 'card': on a card with more room per cell (the admins' orders).
   */
  look?: 'lines' | 'card';
  /** The rows (`<tr>`), in the order of `columns`. */
  children: ReactNode;
};

/** A table of records that keeps its columns on a phone and scrolls sideways instead. */
export function DataTable({ caption, hideCaption = false, columns, look = 'lines', children }: Props) {
  return (
    <div className="data-table-scroll">
      <table className={`data-table data-table--${look}`}>
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {typeof column === 'string' ? column : <span className="visually-hidden">{column.hidden}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
