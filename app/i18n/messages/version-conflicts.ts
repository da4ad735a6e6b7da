import { defineMessages } from '../define-messages.ts';

/** What a form says when someone else saved the item while it was open (ADR 0038). */
export const versionConflictMessages = defineMessages({
  fr: {
    title: 'Modifié pendant que vous travailliez',
    description: '{name} a enregistré cet élément le {date}. Sa version est à gauche, la vôtre à droite.',
    someone: 'Quelqu’un',
    theirs: 'Sa version',
    yours: 'Votre version',
    identical: 'Sa version et la vôtre sont identiques.',
    take_theirs: 'Prendre sa version',
    reapply: 'Garder sa version et réappliquer mes modifications',
    overwrite: 'Écraser avec ma version',
    reapplied: 'Sa version est chargée, vos modifications réappliquées : vérifiez puis enregistrez.',
    close: 'Fermer sans choisir',
    sections:
      'Prendre sa version remplace le formulaire par la sienne ; réappliquer vos modifications garde la sienne et y remet les parties que vous avez changées.',
  },
  en: {
    title: 'Changed while you were working',
    description: '{name} saved this item on {date}. Their version is on the left, yours on the right.',
    someone: 'Someone',
    theirs: 'Their version',
    yours: 'Your version',
    identical: 'Their version and yours are the same.',
    take_theirs: 'Take their version',
    reapply: 'Keep theirs and re-apply my changes',
    overwrite: 'Overwrite with my version',
    reapplied: 'Their version is loaded and your changes re-applied: check, then save.',
    close: 'Close without choosing',
    sections:
      'Taking their version replaces the form with theirs; re-applying your changes keeps theirs and puts back the parts you changed.',
  },
});
