import { defineMessages } from '#app/i18n/define-messages.ts';

/** Two-factor login in the staff accounts screen (ADR 0023): the requirement and the reset. */
export const userTwoFactorMessages = defineMessages({
  fr: {
    'policy.title': 'Double authentification',
    'policy.switch': 'Exiger la double authentification pour tous les comptes',
    'policy.help':
      'Chaque membre du personnel devra entrer un code de son application d’authentification à la connexion. Ceux qui ne l’ont pas encore activée seront conduits à leur profil pour le faire avant toute autre action.',
    'policy.without': '{count} compte(s) actif(s) sans double authentification.',
    'policy.all_set': 'Tous les comptes actifs l’ont activée.',
    'policy.own_first': 'Activez-la d’abord sur votre propre compte, dans Mon profil.',
    'policy.on_toast': 'Double authentification exigée pour tous les comptes',
    'policy.off_toast': 'Double authentification facultative',
    'badge.on': 'Double authentification',
    'badge.off': 'Sans double authentification',
    'reset.action': 'Réinitialiser la double authentification de {name}',
    'reset.confirm_title': 'Réinitialiser la double authentification de {name} ?',
    'reset.confirm_description':
      'À utiliser si cette personne a perdu son téléphone. Ses sessions seront fermées ; elle se connectera avec son mot de passe seul, puis pourra réactiver la double authentification depuis son profil.',
    'reset.confirm': 'Réinitialiser',
    'reset.done': 'Double authentification de {name} réinitialisée',
  },
  en: {
    'policy.title': 'Two-factor login',
    'policy.switch': 'Require two-factor login for every account',
    'policy.help':
      'Every staff member will enter a code from their authenticator app when logging in. Those who have not turned it on yet will be taken to their profile to do so before anything else.',
    'policy.without': '{count} active account(s) without two-factor login.',
    'policy.all_set': 'Every active account has turned it on.',
    'policy.own_first': 'Turn it on for your own account first, in My profile.',
    'policy.on_toast': 'Two-factor login required for every account',
    'policy.off_toast': 'Two-factor login optional',
    'badge.on': 'Two-factor login',
    'badge.off': 'No two-factor login',
    'reset.action': 'Reset the two-factor login of {name}',
    'reset.confirm_title': 'Reset the two-factor login of {name}?',
    'reset.confirm_description':
      'For someone who lost their phone. Their sessions will end; they will log in with their password alone, then can turn two-factor login on again from their profile.',
    'reset.confirm': 'Reset',
    'reset.done': 'Two-factor login of {name} reset',
  },
});
