/** Items grouped by their sector, in their order; items without a sector are left out. */
export function bySector<T extends { sector: string | null }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    if (!item.sector) continue;
    const group = groups.get(item.sector);
    if (group) group.push(item);
    else groups.set(item.sector, [item]);
  }
  return groups;
}
