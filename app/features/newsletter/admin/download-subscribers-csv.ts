import { apiDownload } from '#app/lib/api/http-client.ts';

const FILE_NAME = 'newsletter-subscribers.csv';

/**
 * The CSV endpoint needs the bearer header, so a plain link cannot fetch it: the file is
 * fetched, turned into an object URL and saved through a temporary download link.
 */
export async function downloadSubscribersCsv(status: string): Promise<void> {
  const url = URL.createObjectURL(await apiDownload('/admin/newsletter/export.csv', { query: { status } }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
