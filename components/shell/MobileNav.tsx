'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * The hamburger menu island around the server-rendered navigation; on wide screens the panel is
 * always shown (CSS). Opening turns the header black through :has. Escape or a link closes it;
 * focus moves to the first link on open and back to the toggle on Escape.
 */
export function MobileNav({
  openLabel,
  closeLabel,
  menuLabel,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  menuLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="menu-toggle__icon" aria-hidden="true" />
        <span className="menu-toggle__text" aria-hidden="true">
          {menuLabel}
        </span>
      </button>
      <div
        ref={panel}
        id={panelId}
        className="site-header__panel"
        data-open={open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </>
  );
}
