import { apiDownload, type QueryValue } from '#app/lib/api/http-client.ts';

/**
 * A CSV export of the admin API (the subscribers, the inbox). The endpoint needs the bearer header,
 * so a plain link cannot fetch it: the file is fetched, turned into an object URL and saved through
 * a temporary download link.
 */
export async function downloadCsv(path: string, query: Record<string, QueryValue>, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await apiDownload(path, { query }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
