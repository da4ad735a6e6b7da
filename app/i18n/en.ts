import type { Dictionary } from './fr.ts';

export const en: Dictionary = {
  'meta.site_name': 'Weltaare',
  'meta.home.title': 'Weltaare: digital solutions in Conakry, Guinea',
  'meta.home.description':
    'Web and mobile development, hosting, design, digital communication, e-commerce, study abroad and money transfer: Weltaare helps Guinean businesses grow.',
  'meta.not_found.title': 'Page not found | Weltaare',

  'nav.skip_to_content': 'Skip to content',
  'nav.home': 'Home',

  'home.hero.badge': 'Your digital partner in Guinea',
  'home.hero.title': 'Digital solutions that grow your business',
  'home.hero.description':
    'Websites, mobile apps, hosting, design and communication: a Conakry-based team that designs, launches and runs your digital projects.',
  'home.hero.cta_contact': 'Start a project',
  'home.hero.cta_portfolio': 'See our work',

  'home.services.title': 'Our featured services',
  'home.services.subtitle': 'Everything your business needs to succeed online, in one place.',
  'home.services.learn_more': 'Learn more',
  'home.services.learn_more_about': 'Learn more about {name}',
  'home.services.empty': 'No services available at the moment.',

  'common.loading': 'Loading...',

  'not_found.title': 'Oops! Page not found',
  'not_found.description': 'The page you are looking for does not exist or has been moved.',
  'not_found.back_home': 'Back to home',
};
