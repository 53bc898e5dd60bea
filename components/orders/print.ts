/**
 * Print rules shared by the workshop pack and the labels: the console's header
 * and nav are hidden and the page content uses the whole paper.
 */
export const PRINT_CHROME = `
@media print {
  body > header, body header.bg-brand-800, nav[aria-label="Console"], [data-print-hide] { display: none !important; }
  main { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  body { background: #fff !important; color: #000 !important; }
}`;
