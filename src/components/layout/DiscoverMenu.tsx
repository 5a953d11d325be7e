import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@/lib/i18n/react';
import { discoverLinks } from './siteLinks';

/**
 * The Discover menu as a disclosure (a button that shows a list of links). Written by hand
 * rather than with react-bootstrap's Dropdown, which brings Popper into every first load.
 */
export function DiscoverMenu() {
  // The app's runtime hook, not the macro's: its i18n reads a Message (siteLinks), which has no id.
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li
      className="nav-item dropdown"
      ref={rootRef}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link dropdown-toggle border-0 bg-transparent"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Trans>Discover</Trans>
      </button>
      <ul id={menuId} className={`dropdown-menu${open ? ' show' : ''}`} hidden={!open}>
        {discoverLinks.map((link) => (
          <li key={link.href}>
            <a className="dropdown-item" href={link.href} target="_blank" rel="noopener noreferrer">
              {i18n._(link.label)}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
