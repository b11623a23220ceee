/**
 * A served page with the per-URL head the server writes taken out (description, robots,
 * canonical, Open Graph) and its title put back to the template's `<title>MediaMart</title>`:
 * what is left is the host's template, for tests about the rest of the page.
 */
export function withoutPageHead(html: string): string {
  return html
    .replace(/<meta name="(description|robots)" content="[^"]*" \/>/g, '')
    .replace(/<link rel="canonical" href="[^"]*" \/>/g, '')
    .replace(/<meta property="og:[a-z_]+" content="[^"]*" \/>/g, '')
    .replace(/<title>[^<]*<\/title>/, '<title>MediaMart</title>');
}

/** The page's `<title>` text as served (escaped), its description and canonical address. */
export function headOf(html: string): { title?: string; description?: string; canonical?: string; robots?: string } {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]*)" \/>/.exec(html)?.[1],
  };
}
