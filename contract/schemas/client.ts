/** An active client reference as the public API returns it, in the visitor's language. */
export interface PublicClient {
  id: number;
  name: string;
  logo: string | null;
  website_url: string | null;
  sector: string;
}
