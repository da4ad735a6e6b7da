/** A published service, as the header's services menu and the footer list it. */
export interface NavService {
  slug: string;
  name: string;
}
