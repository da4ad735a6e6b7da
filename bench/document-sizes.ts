// How many bytes each public page's document takes on the wire, headers included, as a visitor's
// browser gets it (brotli, once the server holds the page at its best level), against what a new
// connection carries in its first round trip. A document over it costs a second round trip before
// the first paint: 300 ms on Lighthouse's Guinea profile (issue 36), where text-led pages under the
// line paint at about 1.3 s and those over it at about 1.6 s.
// Usage: npm run build && tsx bench/document-sizes.ts [path ...]   (a benchmark, not a test; writes
// bench/results/document-sizes.json)
import http from 'node:http';
import { startBenchServer } from './support/built-server.ts';
import { publicPageAddresses } from './support/public-pages.ts';
import { writeResults } from './support/results.ts';

/** Ten TCP segments of 1,460 bytes: the initial window Lighthouse's simulation (and Linux) starts a connection with. */
const FIRST_ROUND_TRIP_BYTES = 14_600;
/** What a phone's Chromium sends for a page it opens. */
const PHONE_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
};

interface Document {
  status: number;
  /** The status line, the headers and the body as sent, in bytes. */
  wireBytes: number;
  bodyBytes: number;
  encoding: string;
}

/** One request, its answer counted as the socket received it (the body left compressed). */
function fetchDocument(url: string, language: string): Promise<Document> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...PHONE_HEADERS, 'accept-language': language } }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on('end', () => {
        // The head as written: the status line, then "Name: value" lines (a name and its ": ", a value
        // and its CRLF), then the empty line's CRLF.
        const head = response.rawHeaders.reduce((bytes, part) => bytes + part.length + 2, 0);
        const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}`.length + 2;
        resolve({
          status: response.statusCode ?? 0,
          wireBytes: statusLine + head + 2 + bodyBytes,
          bodyBytes,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const server = await startBenchServer('document-sizes');
try {
  const paths = await publicPageAddresses(server.baseUrl);
  const pages: (Document & { path: string; overFirstRoundTrip: boolean })[] = [];
  for (const path of paths) {
    const language = path === '/en' || path.startsWith('/en/') ? 'en' : 'fr';
    // The server compresses a page at its best level once it has sent it a few times, in the background.
    for (let ask = 0; ask < 3; ask += 1) {
      await fetchDocument(`${server.baseUrl}${path}`, language);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const document = await fetchDocument(`${server.baseUrl}${path}`, language);
    const overFirstRoundTrip = document.wireBytes > FIRST_ROUND_TRIP_BYTES;
    pages.push({ path, ...document, overFirstRoundTrip });
    console.log(
      `${overFirstRoundTrip ? 'over ' : '     '}${String(document.wireBytes).padStart(6)} B  ${document.encoding.padEnd(4)} ${path}`,
    );
  }
  const over = pages.filter((page) => page.overFirstRoundTrip).map((page) => page.path);
  console.log(`${over.length} of ${pages.length} pages over the first round trip (${FIRST_ROUND_TRIP_BYTES} B)`);
  writeResults('document-sizes', { firstRoundTripBytes: FIRST_ROUND_TRIP_BYTES, over, pages });
} finally {
  server.stop();
}
