import type { SeedBlogPost } from '../types.ts';

const cover = (slug: string): string => `/media/seed/blog/${slug}`;

/** Five articles: four published across 2026 and one draft. */
export const seedBlogPosts: SeedBlogPost[] = [
  {
    slug: 'site-web-mobile-first-pme-guineennes',
    slugEn: 'why-design-your-website-mobile-first',
    title: {
      fr: 'Pourquoi votre site doit d’abord être pensé pour le mobile',
      en: 'Why your website should be designed for mobile first',
    },
    excerpt: {
      fr: 'En Guinée, la grande majorité des internautes naviguent sur smartphone, souvent avec une connexion limitée. Voici comment en tenir compte dans votre site.',
      en: 'In Guinea, most internet users browse on a smartphone, often on a limited connection. Here is how to take that into account on your website.',
    },
    body: {
      fr: '<p>Quand un client cherche votre entreprise, il le fait presque toujours depuis son téléphone, parfois en 3G, parfois avec un forfait presque épuisé. Un site conçu d’abord pour un grand écran d’ordinateur risque d’être lent, illisible et, au final, abandonné.</p><h2>Ce que « mobile first » veut dire</h2><p>Concevoir <strong>d’abord pour le mobile</strong>, c’est partir du plus petit écran et de la connexion la plus lente, puis enrichir l’affichage pour les écrans plus grands. On se concentre ainsi sur l’essentiel : qui vous êtes, ce que vous proposez et comment vous joindre.</p><h2>Les bonnes pratiques à retenir</h2><ul><li>Des images compressées dans des formats modernes comme WebP ou AVIF.</li><li>Un bouton d’appel et un lien WhatsApp visibles dès le haut de la page.</li><li>Des textes courts, des titres clairs et des boutons assez grands pour le pouce.</li><li>Des formulaires réduits aux champs vraiment nécessaires.</li></ul><h2>Mesurer avant de décider</h2><p>Des outils gratuits comme PageSpeed Insights indiquent le temps de chargement de vos pages sur mobile. Au-delà de trois secondes, une partie importante des visiteurs quitte le site avant même de l’avoir vu.</p><p>Un site léger coûte souvent moins cher à héberger et à maintenir. C’est un investissement qui profite à la fois à vos clients et à votre budget.</p>',
      en: '<p>When customers look up your business, they almost always do it from their phone, sometimes on 3G, sometimes with a nearly exhausted data bundle. A site designed first for a large desktop screen risks being slow, hard to read and, in the end, abandoned.</p><h2>What “mobile first” means</h2><p>Designing <strong>mobile first</strong> means starting from the smallest screen and the slowest connection, then enhancing the layout for larger screens. It keeps the focus on what matters: who you are, what you offer and how to reach you.</p><h2>Good practices to remember</h2><ul><li>Images compressed in modern formats such as WebP or AVIF.</li><li>A call button and a WhatsApp link visible at the top of the page.</li><li>Short texts, clear headings and buttons large enough for a thumb.</li><li>Forms reduced to the fields you really need.</li></ul><h2>Measure before you decide</h2><p>Free tools such as PageSpeed Insights show how long your pages take to load on mobile. Beyond three seconds, a large share of visitors leave before they have even seen the site.</p><p>A lightweight site is often cheaper to host and maintain too. It is an investment that benefits both your customers and your budget.</p>',
    },
    coverImage: cover('site-web-mobile-first-pme-guineennes'),
    authorName: 'Oumar Sylla',
    tags: [
      { fr: 'web', en: 'web' },
      { fr: 'mobile', en: 'mobile' },
      { fr: 'pme', en: 'sme' },
      { fr: 'performance', en: 'performance' },
    ],
    status: 'published',
    publishedAt: new Date('2026-01-20T09:00:00Z'),
  },
  {
    slug: 'accepter-orange-money-mtn-momo-en-ligne',
    slugEn: 'accept-orange-money-mtn-momo-online',
    title: {
      fr: 'Accepter Orange Money et MTN MoMo sur votre site',
      en: 'Accepting Orange Money and MTN MoMo on your website',
    },
    excerpt: {
      fr: 'Le paiement mobile est devenu le moyen de paiement le plus utilisé en Guinée. Ce qu’il faut savoir avant de l’intégrer à votre boutique en ligne.',
      en: 'Mobile money has become the most widely used payment method in Guinea. What you need to know before adding it to your online shop.',
    },
    body: {
      fr: '<p>Peu de Guinéens paient par carte bancaire, mais presque tout le monde dispose d’un compte <strong>Orange Money</strong> ou <strong>MTN MoMo</strong>. Pour vendre en ligne, proposer le paiement mobile n’est plus une option : c’est une condition de base.</p><h2>Comment fonctionne l’intégration</h2><p>Les opérateurs proposent des interfaces de paiement marchand. Le client saisit son numéro, reçoit une demande de confirmation sur son téléphone et valide avec son code secret. Votre site reçoit ensuite une notification qui confirme le paiement.</p><h2>Les étapes à prévoir</h2><ul><li>Ouvrir un compte marchand auprès de chaque opérateur, avec vos documents d’entreprise (RCCM, NIF).</li><li>Obtenir les accès techniques et tester les paiements dans l’environnement de test.</li><li>Prévoir le rapprochement entre les paiements reçus et les commandes.</li><li>Informer clairement vos clients des frais éventuels.</li></ul><h2>Garder le paiement à la livraison</h2><p>Même avec le paiement mobile, beaucoup de clients préfèrent encore payer à la réception, surtout pour une première commande. Proposer les deux renforce la confiance.</p><p>Bien intégré, le paiement mobile réduit les impayés, accélère la livraison et vous permet de vendre bien au-delà de votre quartier.</p>',
      en: '<p>Few Guineans pay by bank card, but almost everyone has an <strong>Orange Money</strong> or <strong>MTN MoMo</strong> account. If you want to sell online, offering mobile money is no longer optional: it is a basic requirement.</p><h2>How the integration works</h2><p>Operators provide merchant payment interfaces. Customers enter their number, receive a confirmation request on their phone and approve it with their PIN. Your site then receives a notification confirming the payment.</p><h2>Steps to plan for</h2><ul><li>Open a merchant account with each operator, using your company documents (RCCM, tax ID).</li><li>Get the technical credentials and test payments in the sandbox.</li><li>Plan how to reconcile the payments received with your orders.</li><li>Tell customers clearly about any fees.</li></ul><h2>Keep cash on delivery</h2><p>Even with mobile money, many customers still prefer to pay on receipt, especially for a first order. Offering both builds trust.</p><p>Done well, mobile payment reduces unpaid orders, speeds up delivery and lets you sell far beyond your own neighbourhood.</p>',
    },
    coverImage: cover('accepter-orange-money-mtn-momo-en-ligne'),
    authorName: 'Abdoulaye Barry',
    tags: [
      { fr: 'e-commerce', en: 'e-commerce' },
      { fr: 'paiement-mobile', en: 'mobile-payment' },
      { fr: 'orange-money', en: 'orange-money' },
      { fr: 'mtn-momo', en: 'mtn-momo' },
    ],
    status: 'published',
    publishedAt: new Date('2026-04-14T09:00:00Z'),
  },
  {
    slug: 'etudier-au-canada-ou-en-france-calendrier',
    slugEn: 'study-in-canada-or-france-timeline',
    title: {
      fr: 'Étudier au Canada ou en France : le calendrier à suivre',
      en: 'Studying in Canada or France: the timeline to follow',
    },
    excerpt: {
      fr: 'Les démarches pour étudier à l’étranger commencent bien avant l’obtention du baccalauréat. Voici un calendrier réaliste, mois par mois.',
      en: 'The paperwork for studying abroad starts well before you sit your final exams. Here is a realistic month-by-month timeline.',
    },
    body: {
      fr: '<p>Chaque année, de nombreux bacheliers guinéens commencent leurs démarches trop tard et manquent les dates limites. Pour une rentrée en septembre, le travail commence près d’un an plus tôt.</p><h2>Pour la France : la procédure Études en France</h2><p>Les candidatures passent par la plateforme <strong>Études en France</strong>, gérée par Campus France. La plateforme ouvre généralement en octobre et les premières dates limites tombent dès décembre pour les licences.</p><h2>Pour le Canada : admission puis permis d’études</h2><p>Les universités canadiennes ont leurs propres calendriers, souvent entre novembre et février. Une fois la lettre d’admission obtenue, il faut demander le permis d’études et, pour le Québec, le certificat d’acceptation (CAQ).</p><h2>Les documents à préparer dès maintenant</h2><ul><li>Passeport valide au moins jusqu’à la fin de la première année.</li><li>Relevés de notes et diplômes, avec traductions si nécessaire.</li><li>Justificatifs de ressources financières du garant.</li><li>Lettre de motivation adaptée à chaque programme.</li></ul><p>Un conseil : gardez une copie numérisée de chaque document dans un dossier bien rangé. Vous en aurez besoin plusieurs fois, à chaque étape.</p>',
      en: '<p>Every year, many Guinean school leavers start their applications too late and miss the deadlines. For a September start, the work begins almost a year earlier.</p><h2>For France: the Études en France procedure</h2><p>Applications go through the <strong>Études en France</strong> platform, run by Campus France. It usually opens in October and the first deadlines for bachelor’s programmes fall as early as December.</p><h2>For Canada: admission, then a study permit</h2><p>Canadian universities set their own deadlines, often between November and February. Once you have an admission letter, you apply for a study permit and, for Quebec, the acceptance certificate (CAQ).</p><h2>Documents to prepare now</h2><ul><li>A passport valid at least until the end of your first year.</li><li>Transcripts and diplomas, with translations where needed.</li><li>Proof of your sponsor’s financial resources.</li><li>A cover letter tailored to each programme.</li></ul><p>One tip: keep a scanned copy of every document in a well-organised folder. You will need them several times, at every stage.</p>',
    },
    coverImage: cover('etudier-au-canada-ou-en-france-calendrier'),
    authorName: 'Aïssatou Keïta',
    tags: [
      { fr: 'études', en: 'studies' },
      { fr: 'canada', en: 'canada' },
      { fr: 'france', en: 'france' },
      { fr: 'visa', en: 'visa' },
    ],
    status: 'published',
    publishedAt: new Date('2026-07-08T09:00:00Z'),
  },
  {
    slug: 'cybersecurite-cinq-reflexes-pme',
    slugEn: 'cybersecurity-five-habits-for-your-business',
    title: {
      fr: 'Cybersécurité : cinq réflexes simples pour protéger votre PME',
      en: 'Cybersecurity: five simple habits to protect your business',
    },
    excerpt: {
      fr: 'Piratage de pages Facebook, faux messages Orange Money, ordinateurs infectés : quelques habitudes suffisent à éviter la plupart des incidents.',
      en: 'Hijacked Facebook pages, fake Orange Money messages, infected computers: a few habits are enough to avoid most incidents.',
    },
    body: {
      fr: '<p>Les petites entreprises pensent souvent qu’elles n’intéressent pas les pirates. Pourtant, ce sont elles qui subissent le plus d’attaques, car elles sont les moins protégées.</p><h2>Les menaces les plus courantes</h2><p>En Guinée, nous voyons surtout des vols de pages Facebook professionnelles, des arnaques par SMS qui imitent les opérateurs de paiement mobile et des clés USB qui propagent des virus d’un ordinateur à l’autre.</p><h2>Cinq réflexes à adopter</h2><ul><li>Activer la <strong>double authentification</strong> sur vos comptes e-mail et réseaux sociaux.</li><li>Utiliser un mot de passe différent pour chaque service important.</li><li>Ne jamais communiquer un code reçu par SMS, même à quelqu’un qui se présente comme un agent.</li><li>Installer les mises à jour de Windows, d’Android et de vos logiciels.</li><li>Sauvegarder vos fichiers importants chaque semaine, hors de l’ordinateur.</li></ul><h2>Former son équipe</h2><p>La plupart des incidents commencent par une erreur humaine. Une courte séance de sensibilisation d’une heure suffit souvent à changer les habitudes de toute une équipe.</p><p>La sécurité n’est pas une affaire de gros budget, mais de régularité.</p>',
      en: '<p>Small businesses often think hackers are not interested in them. Yet they suffer the most attacks, precisely because they are the least protected.</p><h2>The most common threats</h2><p>In Guinea we mostly see hijacked business Facebook pages, SMS scams imitating mobile money operators and USB sticks spreading viruses from one computer to the next.</p><h2>Five habits to adopt</h2><ul><li>Turn on <strong>two-factor authentication</strong> for your email and social media accounts.</li><li>Use a different password for each important service.</li><li>Never share a code received by SMS, even with someone claiming to be an agent.</li><li>Install updates for Windows, Android and your software.</li><li>Back up your important files every week, somewhere other than your computer.</li></ul><h2>Train your team</h2><p>Most incidents start with a human mistake. A short one-hour awareness session is often enough to change a whole team’s habits.</p><p>Security is not about big budgets; it is about consistency.</p>',
    },
    coverImage: cover('cybersecurite-cinq-reflexes-pme'),
    authorName: 'Oumar Sylla',
    tags: [
      { fr: 'cybersécurité', en: 'cybersecurity' },
      { fr: 'pme', en: 'sme' },
      { fr: 'bonnes-pratiques', en: 'best-practices' },
    ],
    status: 'published',
    publishedAt: new Date('2026-10-02T09:00:00Z'),
  },
  {
    slug: 'reseaux-sociaux-quel-reseau-choisir',
    slugEn: 'facebook-tiktok-or-linkedin-which-network',
    title: {
      fr: 'Facebook, TikTok ou LinkedIn : quel réseau pour votre entreprise ?',
      en: 'Facebook, TikTok or LinkedIn: which network for your business?',
    },
    excerpt: {
      fr: 'Inutile d’être partout. Le bon réseau social dépend de vos clients, de vos produits et du temps que vous pouvez y consacrer.',
      en: 'You do not need to be everywhere. The right social network depends on your customers, your products and the time you can give it.',
    },
    body: {
      fr: '<p>Beaucoup d’entreprises ouvrent une page sur chaque réseau social, puis les abandonnent au bout de quelques semaines. Mieux vaut une présence régulière sur un ou deux réseaux bien choisis.</p><h2>Facebook et WhatsApp, les incontournables</h2><p>Facebook reste le réseau le plus utilisé en Guinée, et WhatsApp est devenu un véritable canal de vente. Pour un commerce de proximité, ce duo suffit souvent.</p><h2>TikTok et Instagram pour toucher les jeunes</h2><p>Les vidéos courtes fonctionnent très bien pour la mode, la restauration ou la beauté. Elles demandent en revanche de publier souvent.</p><h2>Comment choisir</h2><ul><li>Demandez à vos clients quels réseaux ils utilisent vraiment.</li><li>Évaluez le temps dont vous disposez chaque semaine.</li><li>Commencez par un réseau, mesurez, puis élargissez.</li><li>Réservez <strong>LinkedIn</strong> à la communication entre entreprises et au recrutement.</li></ul><p>Le plus important reste la régularité : trois publications utiles par semaine valent mieux qu’une campagne ponctuelle sans lendemain.</p>',
      en: '<p>Many businesses open a page on every social network, then abandon them after a few weeks. A regular presence on one or two well-chosen networks works much better.</p><h2>Facebook and WhatsApp, the essentials</h2><p>Facebook is still the most used network in Guinea, and WhatsApp has become a real sales channel. For a local shop, that pair is often enough.</p><h2>TikTok and Instagram to reach young people</h2><p>Short videos work very well for fashion, food or beauty. They do, however, require frequent posting.</p><h2>How to choose</h2><ul><li>Ask your customers which networks they actually use.</li><li>Be realistic about the time you have each week.</li><li>Start with one network, measure, then expand.</li><li>Keep <strong>LinkedIn</strong> for business-to-business communication and recruitment.</li></ul><p>Consistency matters most: three useful posts a week beat a one-off campaign with no follow-up.</p>',
    },
    coverImage: cover('reseaux-sociaux-quel-reseau-choisir'),
    authorName: 'Mariame Touré',
    tags: [
      { fr: 'réseaux-sociaux', en: 'social-media' },
      { fr: 'communication', en: 'communication' },
      { fr: 'marketing', en: 'marketing' },
    ],
    status: 'draft',
    publishedAt: null,
  },
];
