import { defineMessages } from '../define-messages.ts';

/** The editing marks of the content forms: who else has the item open, read only, take over (ADR 0038). */
export const editMarkMessages = defineMessages({
  fr: {
    editing: '{name} modifie cet élément depuis {time}',
    choose:
      'Vous pouvez le consulter en lecture seule, prendre la main (le formulaire de {name} passera en lecture seule et {name} en sera averti) ou revenir à la liste.',
    reading: 'Lecture seule : vos modifications ne peuvent pas être enregistrées tant que vous n’avez pas la main.',
    read_only: 'Lecture seule',
    take_over: 'Prendre la main',
    taken_over: '{name} a pris la main sur cet élément à {time}',
    taken_over_help:
      'Le formulaire est en lecture seule. Reprenez la main pour continuer vos modifications ({name} en sera averti) ou revenez à la liste.',
    take_back: 'Reprendre la main',
    back: 'Retour à la liste',
  },
  en: {
    editing: '{name} is editing this item since {time}',
    choose:
      'You can view it read only, take over (the form of {name} becomes read only and {name} is told) or go back to the list.',
    reading: 'Read only: your changes cannot be saved unless you take over.',
    read_only: 'Read only',
    take_over: 'Take over',
    taken_over: '{name} took over this item at {time}',
    taken_over_help:
      'The form is read only. Take it back to go on with your changes ({name} is told) or go back to the list.',
    take_back: 'Take it back',
    back: 'Back to the list',
  },
});
