'use client';

import { useRef, type KeyboardEvent } from 'react';

/**
 * The header's search: a magnifier that opens a field (a native <details>, so it opens without
 * JavaScript too) in a plain GET form to the search page, which shows the results and goes on
 * searching as the reader types. With JavaScript, opening puts the focus in the field and Escape
 * closes it again. No search code loads here: the search page loads its index itself.
 */
export function HeaderSearch({
  action,
  texts,
}: {
  action: string;
  texts: { label: string; placeholder: string; submit: string };
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const field = useRef<HTMLInputElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    details.current.open = false;
    details.current.querySelector('summary')?.focus();
  };

  return (
    <details
      ref={details}
      className="header-search"
      onToggle={() => {
        if (details.current?.open) field.current?.focus();
      }}
      onKeyDown={onKeyDown}
    >
      <summary className="header-search__toggle" aria-label={texts.label}>
        <span className="header-search__icon" aria-hidden="true" />
      </summary>
      <form role="search" action={action} method="get" className="header-search__form">
        <input
          ref={field}
          type="search"
          name="q"
          aria-label={texts.label}
          placeholder={texts.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          required
        />
        <button type="submit" className="header-search__submit">
          {texts.submit}
        </button>
      </form>
    </details>
  );
}
