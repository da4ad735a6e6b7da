/** An active solution as the public API returns it, in the visitor's language. */
export interface PublicSolution {
  id: number;
  slug: string;
  name: string;
  summary: string;
  /** Sanitized HTML. */
  body: string;
  features: string[];
  icon: string;
  image: string | null;
}
