/** Fills `{name}` placeholders of a theme text: fillTemplate('{n} CAMPAIGN(S) AVAILABLE', {n: 3}). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
