/**
 * Reading the content contract's string values (issue 3): numbers may use a decimal comma,
 * a rank of 999 or empty means unranked, '*' is a rank of its own kind, certificate '*' means
 * awarded. Shared by the ranking table, the participant page and the winners pages.
 */
export const UNRANKED = '999';

/** "12,5" → 12.5, "80.25" → 80.25; anything that is not a plain number → null. */
export function parseDecimal(value: string | undefined | null): number | null {
  const trimmed = (value ?? '').trim();
  if (!/^-?\d+(?:[.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

export function isUnranked(rank: string | undefined | null): boolean {
  const trimmed = (rank ?? '').trim();
  return trimmed === '' || trimmed === UNRANKED;
}

/** The rank as a number, or null when unranked or '*'. */
export function rankNumber(rank: string | undefined | null): number | null {
  if (isUnranked(rank)) return null;
  const n = parseDecimal(rank);
  return n === null ? null : n;
}

export function hasCertificate(certificate: string | undefined | null): boolean {
  return (certificate ?? '').trim() === '*';
}

/** The online marker: set when `online` holds anything but empty or "0". */
export function isOnline(online: string | undefined | null): boolean {
  const trimmed = (online ?? '').trim();
  return trimmed !== '' && trimmed !== '0';
}

/** The name a participant is shown with: pubRef, or company when pubRef is empty. */
export function displayName(participant: { pubRef: string; company: string }): string {
  return participant.pubRef.trim() || participant.company;
}
