import type { SeedEvent } from '../types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant `days` from the seeding day, at `hour`:`minute` in Conakry (GMT). */
function at(now: Date, days: number, hour: number, minute = 0): Date {
  const day = new Date(now.getTime() + days * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute));
}

/** Three events around the day of seeding: a workshop and a webinar to come, an open day past. */
export function seedEvents(now: Date): SeedEvent[] {
  return [
    {
      slug: 'atelier-creer-son-site-vitrine',
      slugEn: 'workshop-build-your-business-website',
      title: { fr: 'Atelier : créer le site vitrine de son entreprise', en: 'Workshop: build your business website' },
      summary: {
        fr: 'Une matinée pour comprendre ce qu’un site doit dire, choisir son nom de domaine et repartir avec une maquette de sa page d’accueil.',
        en: 'A morning to learn what a website must say, choose a domain name and leave with a draft of your home page.',
      },
      body: {
        fr: '<h2>Au programme</h2><ul><li>Ce que vos clients cherchent sur votre site.</li><li>Nom de domaine, hébergement et adresse email professionnelle.</li><li>Atelier pratique : la maquette de votre page d’accueil.</li></ul><p>Apportez un ordinateur portable si vous en avez un. Café et collation offerts.</p>',
        en: '<h2>Programme</h2><ul><li>What your customers look for on your website.</li><li>Domain name, hosting and a professional email address.</li><li>Hands-on session: a draft of your home page.</li></ul><p>Bring a laptop if you have one. Coffee and snacks provided.</p>',
      },
      startsAt: at(now, 14, 9),
      endsAt: at(now, 14, 12, 30),
      place: { fr: 'Bureaux Weltaare, Kaloum, Conakry', en: 'Weltaare offices, Kaloum, Conakry' },
      registration: 'contact',
      status: 'published',
    },
    {
      slug: 'webinaire-paiements-mobiles',
      slugEn: 'webinar-mobile-payments',
      title: {
        fr: 'Webinaire : encaisser par Orange Money et MTN MoMo sur son site',
        en: 'Webinar: take Orange Money and MTN MoMo payments on your website',
      },
      summary: {
        fr: 'Une heure en ligne pour voir comment une boutique en ligne guinéenne encaisse par paiement mobile, et poser vos questions.',
        en: 'One hour online to see how a Guinean online shop takes mobile payments, and to ask your questions.',
      },
      body: {
        fr: '<p>Démonstration en direct d’un paiement mobile de bout en bout, puis questions et réponses. Le lien de connexion est envoyé après l’inscription.</p>',
        en: '<p>A live demonstration of a mobile payment from start to finish, then questions and answers. The joining link is sent after registration.</p>',
      },
      startsAt: at(now, 30, 15),
      endsAt: at(now, 30, 16, 30),
      onlineUrl: 'https://meet.weltaare.com/paiements-mobiles',
      registration: 'external',
      registrationUrl: 'https://forms.weltaare.com/webinaire-paiements-mobiles',
      status: 'published',
    },
    {
      slug: 'portes-ouvertes-weltaare',
      slugEn: 'weltaare-open-day',
      title: { fr: 'Portes ouvertes chez Weltaare', en: 'Weltaare open day' },
      summary: {
        fr: 'Rencontrez l’équipe, découvrez nos projets et nos métiers, de la conception web au transfert d’argent.',
        en: 'Meet the team and discover our projects and trades, from web design to money transfer.',
      },
      body: {
        fr: '<p>Une journée pour visiter nos bureaux, voir des démonstrations et discuter de vos projets avec l’équipe.</p>',
        en: '<p>A day to visit our offices, see demonstrations and talk about your projects with the team.</p>',
      },
      startsAt: at(now, -20, 10),
      endsAt: at(now, -20, 16),
      place: { fr: 'Bureaux Weltaare, Kaloum, Conakry', en: 'Weltaare offices, Kaloum, Conakry' },
      registration: 'contact',
      status: 'published',
    },
  ];
}
