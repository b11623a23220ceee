/** A file name from a campaign name: "Diwali print push" → "diwali-print-push-report.csv". */
export function reportFilename(campaignName: string | null | undefined): string {
  const slug = (campaignName ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'campaign'}-report.csv`;
}
