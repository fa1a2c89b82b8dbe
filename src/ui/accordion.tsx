import { useId, useState, type ReactNode } from 'react';
import { PlusIcon } from './icons';

export type AccordionItem = { title: ReactNode; content: ReactNode };

/** Sections that open and close on their own; the 300 ms linear height transition lives in global.css. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  return (
    <div className="accordion">
      {items.map((item, i) => (
        <AccordionSection key={i} title={item.title}>
          {item.content}
        </AccordionSection>
      ))}
    </div>
  );
}

export function AccordionSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={`accordion-section${open ? ' is-open' : ''}`}>
      <h3 className="accordion-heading">
        <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {title}
          <PlusIcon className="accordion-icon" />
        </button>
      </h3>
      {/* inert keeps the collapsed content out of the tab order while it stays measurable for the transition */}
      <div id={id} className="accordion-body" role="region" inert={!open}>
        <div className="accordion-inner">{children}</div>
      </div>
    </div>
  );
}
