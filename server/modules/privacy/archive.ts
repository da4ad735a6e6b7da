import { strToU8, zipSync, type Zippable } from 'fflate';
import type { CvStorage } from '../job-applications/cv-storage.ts';
import type { MediaService } from '../media/service.ts';
import { uploadBaseOf } from '../media/storage.ts';
import type { PersonalDataService } from './personal-data.ts';

type Records = Awaited<ReturnType<PersonalDataService['records']>>;

/** What the archive says of itself, in both languages: the person may read either. */
const README = `Vos données personnelles chez Weltaare
======================================

Cette archive contient tout ce que le site Weltaare conserve à propos de votre adresse électronique :
- personal-data.json : vos messages et leur suivi, vos candidatures et les notes de l’équipe, votre
  abonnement à la lettre d’information, vos témoignages et les e-mails qui vous ont été adressés ;
- cv/ : les CV que vous avez envoyés ;
- photos/ : les photos jointes à vos témoignages.

Pour faire corriger ou effacer ces données, écrivez-nous (voir la politique de confidentialité du site).


Your personal data at Weltaare
==============================

This archive holds everything the Weltaare website keeps about your email address:
- personal-data.json: your messages and their follow-up, your job applications and the team's notes,
  your newsletter subscription, your testimonials and the mails sent to you;
- cv/: the CVs you sent;
- photos/: the photos attached to your testimonials.

To have this data corrected or erased, write to us (see the website's privacy policy).
`;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A row as the person reads it: snake_case names, dates as ISO strings, storage keys left out. */
function readable(row: object, leaveOut: readonly string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !leaveOut.includes(key))
      .map(([key, value]) => [snakeCase(key), value instanceof Date ? value.toISOString() : value]),
  );
}

/** A file name that stays one plain segment inside the archive. */
const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(-100) || 'file';

/**
 * One ZIP for the person (issue 34): a README in both languages, every record as JSON, their CVs and
 * photos as files. ZIP, not tar.gz: every phone and computer opens it without another program.
 */
export async function personalDataArchive(
  email: string,
  found: Records,
  photos: Awaited<ReturnType<PersonalDataService['sentPhotos']>>,
  { cvStorage, media }: { cvStorage: CvStorage; media: MediaService },
  now: Date,
): Promise<Buffer> {
  const files: Zippable = { 'README.txt': strToU8(README) };
  const cvFiles = new Map<number, string | null>();
  for (const application of found.applications) {
    const data = await cvStorage.read(application.cvKey);
    const name = data ? `cv/${application.id}-${safeName(application.cvFileName)}` : null;
    if (data && name) files[name] = data;
    cvFiles.set(application.id, name);
  }
  const photoFiles = new Map<string, string>();
  for (const photo of photos) {
    const largest = [...photo.variants].sort((a, b) => b.width - a.width)[0];
    const data = largest ? await media.readVariant(largest.path) : null;
    if (!largest || !data) continue;
    const name = `photos/${photo.id}-${safeName(largest.path.split('/').pop() ?? 'photo')}`;
    files[name] = data;
    photoFiles.set(uploadBaseOf(photo.storageKey), name);
  }

  const data = {
    email,
    exported_at: now.toISOString(),
    contact_messages: found.messages.map((message) => ({
      ...readable(message),
      history: found.history
        .filter((event) => event.messageId === message.id)
        .map((event) => readable(event, ['messageId', 'authorId'])),
    })),
    job_applications: found.applications.map((application) => ({
      ...readable(application, ['cvKey']),
      cv_file: cvFiles.get(application.id) ?? null,
      notes: found.notes
        .filter((note) => note.applicationId === application.id)
        .map((note) => readable(note, ['applicationId', 'authorId'])),
    })),
    newsletter_subscription: found.subscriber ? readable(found.subscriber) : null,
    testimonials: found.testimonials.map((testimonial) => ({
      ...readable(testimonial, ['clientPhoto', 'updatedBy']),
      photo_file: testimonial.clientPhoto ? (photoFiles.get(testimonial.clientPhoto) ?? null) : null,
    })),
    mails: found.mails.map((mail) => readable(mail, ['headers'])),
  };
  files['personal-data.json'] = strToU8(`${JSON.stringify(data, null, 2)}\n`);
  return Buffer.from(zipSync(files, { level: 6, mtime: now }));
}
