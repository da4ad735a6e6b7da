import { z } from 'zod';

/** One backup of the site as the back office lists it (GET /api/admin/backups): newest first. */
export const adminBackupRunSchema = z.object({
  id: z.number(),
  /** Made by itself at night, or asked for by staff. */
  trigger: z.enum(['nightly', 'staff']),
  /** The night it is for (nightly ones). */
  scheduled_for: z.string().nullable(),
  started_at: z.string(),
  /** Null while it is being written. */
  finished_at: z.string().nullable(),
  /** The archive, while it is kept: GET /api/admin/backups/{file_name} downloads it. */
  file_name: z.string().nullable(),
  bytes: z.number().nullable(),
  /** Why it failed. */
  error: z.string().nullable(),
});
export type AdminBackupRun = z.infer<typeof adminBackupRunSchema>;
