/** Short en-US dates for the campaign list ('Jan 5, 2025'), as the spec's Load Campaign dialog shows them. */
export function shortDate(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The created date, plus the updated date only when it falls on a different day (spec §2). */
export function campaignDates(createdAt: string, updatedAt: string | null | undefined) {
  const created = shortDate(createdAt);
  const updated = updatedAt ? shortDate(updatedAt) : null;
  return { created, updated: updated && updated !== created ? updated : null };
}
