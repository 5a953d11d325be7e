import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

export interface FilterPanel {
  id: string;
  /** The pill's text, which shows the filter's current value ("Bus Types: Minibus"). */
  label: string;
  render: (close: () => void) => ReactNode;
}

interface FilterBarProps {
  panels: readonly FilterPanel[];
}

/**
 * The filter pills; each opens its panel below the row (one at a time). On a phone the whole
 * bar folds behind a Filters button so the results come first.
 */
export function FilterBar({ panels }: FilterBarProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const barId = useId();
  const panelId = useId();
  const active = panels.find((panel) => panel.id === open) ?? null;
  const panelRef = useRef<HTMLDivElement>(null);

  // An opened panel comes wholly into view, its end above the floating cart button (its
  // scroll-margin in search.css): on a phone its Refine Search button opened under that button,
  // where a tap went to the cart.
  useEffect(() => {
    if (open) panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  const pillId = (id: string) => `${barId}-${id}`;
  const close = () => {
    if (open) document.getElementById(pillId(open))?.focus();
    setOpen(null);
  };

  return (
    <div className="search-filters mb-3">
      <Button
        variant="outline-primary"
        className="d-md-none w-100 mb-2"
        aria-expanded={expanded}
        aria-controls={barId}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? t`Hide Filters` : t`Filters`}
      </Button>
      <div id={barId} className={`${expanded ? '' : 'd-none'} d-md-block`}>
        <div className="d-flex flex-wrap gap-2" role="group" aria-label={t`Filters`}>
          {panels.map((panel) => (
            <button
              key={panel.id}
              id={pillId(panel.id)}
              type="button"
              className={`filter-pill btn rounded-pill ${open === panel.id ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-expanded={open === panel.id}
              aria-controls={open === panel.id ? panelId : undefined}
              onClick={() => setOpen(open === panel.id ? null : panel.id)}
            >
              {panel.label}
            </button>
          ))}
        </div>
        {active && (
          <div
            ref={panelRef}
            id={panelId}
            className="filter-panel card card-body mt-2"
            role="region"
            aria-label={active.label}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          >
            {active.render(close)}
          </div>
        )}
      </div>
    </div>
  );
}
