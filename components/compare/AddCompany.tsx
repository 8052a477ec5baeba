'use client';

import { useId, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import styles from './compare.module.css';
import type { ComparedCompany } from '@/lib/compare/data';
import { findCompany, isNamed } from '@/lib/compare/find';
import { MAX_COMPARED } from '@/lib/compare/refs';
import type { CompareTexts } from '@/lib/compare/texts';
import { fillParts } from '@/lib/i18n/message-parts';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The add field: an <input list> with a <datalist> of the companies not yet compared (the browser
 * suggests and filters); Enter or the button adds what names one company, else the status says why.
 * No <form>: nothing is sent, and the hostile-content suite takes any form for injected markup.
 */
export function AddCompany({
  locale,
  companies,
  chosen,
  texts,
  onAdd,
  onMessage,
}: {
  locale: Locale;
  companies: readonly ComparedCompany[];
  chosen: readonly string[];
  texts: CompareTexts['add'];
  onAdd: (ref: string) => void;
  onMessage: (message: string) => void;
}) {
  const [value, setValue] = useState('');
  const id = useId();
  const full = chosen.length >= MAX_COMPARED;
  const candidates = useMemo(() => {
    if (full) return [];
    const collator = new Intl.Collator(locale);
    return companies.filter((c) => !chosen.includes(c.ref)).sort((a, b) => collator.compare(a.name, b.name));
  }, [companies, chosen, full, locale]);

  const add = (company: ComparedCompany) => {
    onAdd(company.ref);
    setValue('');
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    setValue(typed);
    // A suggestion picked from the list replaces the text (no inputType, or insertReplacementText).
    const native = event.nativeEvent;
    const picked = !(native instanceof InputEvent) || native.inputType === 'insertReplacementText';
    const company = picked ? candidates.find((c) => c.name === typed) : undefined;
    if (company) add(company);
  };

  const submit = () => {
    const query = value.trim();
    if (full) return onMessage(texts.full);
    if (!query) return;
    const compared = companies.filter((c) => chosen.includes(c.ref));
    const found = findCompany(candidates, query);
    const already = findCompany(compared, query);
    // A compared company's own name says it is there already, even when another name holds it.
    if (already.kind === 'found' && (found.kind === 'none' || isNamed(already.company, query)))
      return onMessage(fillParts(texts.already, { name: already.company.name }));
    if (found.kind === 'found') return add(found.company);
    onMessage(fillParts(found.kind === 'several' ? texts.several : texts.notFound, { query }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <div className={styles.add}>
      <label htmlFor={`${id}-input`} className={styles.addLabel}>
        {texts.label}
      </label>
      <div className={styles.addRow}>
        <input
          id={`${id}-input`}
          list={`${id}-list`}
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
        />
        <button type="button" className="button" onClick={submit}>
          {texts.button}
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {full ? texts.full : texts.hint}
      </p>
      <datalist id={`${id}-list`}>
        {candidates.map((c) => (
          <option key={c.ref} value={c.name} />
        ))}
      </datalist>
    </div>
  );
}
