/** An active team member as the public API returns it, in the visitor's language. */
export interface PublicTeamMember {
  id: number;
  name: string;
  role: string;
  bio: string;
  photo: string | null;
}
